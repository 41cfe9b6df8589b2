import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A declaration helper that appends its arguments, as one record, to a module list that a metaclass or
 * a router walks later (`state("idle")`, `transition(from_="idle", to="busy", event="start")`) registers
 * its key as surely as a dict write: the call slot is backed by storage. A helper appending a name with a
 * plain value (`add_header(name, value)`) registers nothing.
 */
const FILES: Record<string, string> = {
  'fsm/__init__.py': '',
  'fsm/machine.py': [
    '_states = []',
    '_transitions = []',
    '',
    'def state(name, enter=None, exit=None):',
    '    _states.append([name, enter, exit])',
    '',
    'def transition(event, from_, to, action=None):',
    '    _transitions.append([event, from_, to, action])',
    '',
    '_headers = []',
    'def add_header(name, value):',
    '    _headers.append((name, value))',
    '',
  ].join('\n'),
  'fsm/parser.py': [
    'from fsm.machine import state, transition, add_header',
    '',
    'class Parser:',
    '    state("idle", enter=["reset"])',
    '    state("reading", enter=["open"])',
    '    state("done", enter=["close"])',
    '    transition(from_="idle", to="reading", event="start")',
    '    transition(from_="reading", to="done", event="finish")',
    '    transition(from_="done", to="idle", event="restart")',
    '',
    'add_header("accept", "*/*")',
    'add_header("user-agent", "fsm")',
    'add_header("connection", "close")',
    '',
  ].join('\n'),
};

describe('keys appended to a named list in a record', () => {
  const fx = rankedFixture(FILES);

  it('back the declaring call slot with storage', () => {
    const t = fx.find((c) => c.subject === 'fsm.machine.state' && c.position === '0', 'state slot 0');
    expect(t.features.storage).toBe(true);
    expect(t.weak).toBe(false);
  });

  it('not when the partner is a plain value', () => {
    const h = fx.find((c) => c.subject === 'fsm.machine.add_header' && c.position === '0', 'add_header slot 0');
    expect(h.features.storage).toBe(false);
  });
});
