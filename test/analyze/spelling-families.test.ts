import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A callee the repo resolves in one place and not in another is one idiom: `engine.subscribe("start")`
 * on the module's bus is `Bus.subscribe(channel)`, and `bus.subscribe("stop")` on a parameter nothing
 * types fills the same parameter at the same position. The unresolved spelling takes the parameter its
 * resolved spellings show there, so both are one row, not two places in the top 10.
 */
const BUS = [
  'class Bus:',
  '    def __init__(self):',
  '        self.listeners = {}',
  '',
  '    def subscribe(self, channel, callback=None):',
  '        self.listeners.setdefault(channel, []).append(callback)',
  '',
  '    def publish(self, channel, *args):',
  '        return [f(*args) for f in self.listeners.get(channel, [])]',
  '',
].join('\n');

const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/bus.py': BUS,
  'app/engine.py': ['from app.bus import Bus', '', 'engine = Bus()', ''].join('\n'),
  'app/server.py': [
    'from app.engine import engine',
    '',
    'def start(): pass',
    'def stop(): pass',
    'def graceful(): pass',
    '',
    'engine.subscribe("start", start)',
    'engine.subscribe("stop", stop)',
    'engine.subscribe("graceful", graceful)',
    '',
  ].join('\n'),
  'app/plugins.py': [
    'def log(): pass',
    'def exit(): pass',
    '',
    'def install(bus):',
    '    bus.subscribe("log", log)',
    '    bus.subscribe("exit", exit)',
    '    bus.subscribe("start", log)',
    '',
  ].join('\n'),
  'app/main.py': [
    'from app.engine import engine',
    '',
    'def run():',
    '    engine.publish("start")',
    '    engine.publish("graceful")',
    '    engine.publish("stop")',
    '    engine.publish("exit")',
    '',
  ].join('\n'),
};

describe('spellings of one callee, resolved and not', () => {
  const fx = rankedFixture(FILES, { allMembers: false });

  it('puts the unresolved spelling in the row of the resolved one, by the parameter at its position', () => {
    const rows = fx.cands.filter((c) => c.members.some((m) => m.subject === 'bus.subscribe' && m.position === '0'));
    expect(rows).toHaveLength(1);
    expect(rows[0].members.map((m) => m.subject)).toContain('app.engine.engine.subscribe');
    expect(fx.cands.filter((c) => c.members.some((m) => m.subject === 'app.engine.engine.subscribe' && m.position === '0'))).toHaveLength(1);
  });

  it('lists the members of a row in one order, run after run (rank --json is byte-stable)', () => {
    const row = fx.cands.find((c) => c.members.some((m) => m.subject === 'bus.subscribe'))!;
    expect(row.members.length).toBeGreaterThanOrEqual(3);
    const key = (m: (typeof row.members)[number]): string => `${m.subject}\u0000${m.role}\u0000${m.position}`;
    expect(row.members.map(key)).toEqual(row.members.map(key).sort());
  });
});

describe('spellings of a callee name two classes define with different parameters', () => {
  const fx = rankedFixture({
    ...FILES,
    'app/topics.py': [
      'class Topics:',
      '    def __init__(self):',
      '        self.handlers = {}',
      '',
      '    def subscribe(self, topic, handler=None):',
      '        self.handlers[topic] = handler',
      '',
      'topics = Topics()',
      'topics.subscribe("orders", print)',
      'topics.subscribe("refunds", print)',
      '',
    ].join('\n'),
  }, { allMembers: false });

  it('leaves the unresolved spelling apart: its position could be either parameter', () => {
    const spelled = (c: (typeof fx.cands)[number], subject: string): boolean => c.members.some((m) => m.subject === subject);
    expect(fx.cands.some((c) => spelled(c, 'bus.subscribe') && spelled(c, 'app.engine.engine.subscribe'))).toBe(false);
    expect(fx.cands.some((c) => spelled(c, 'bus.subscribe') && spelled(c, 'app.topics.Topics().subscribe'))).toBe(false);
    // (it is still listed: as a row of its own, or inside the row whose keys it shares)
    expect(fx.cands.some((c) => spelled(c, 'bus.subscribe') || (c.related ?? []).some((r) => r.subject === 'bus.subscribe'))).toBe(true);
  });
});
