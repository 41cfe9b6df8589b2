import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A list of names nothing reads by a computed key is unbacked, unless one call slot elsewhere takes
 * nearly all of its names: `READ_COMMANDS = frozenset(["GET", "HGET", ...])` beside
 * `self.execute_command("GET", name)` in the command modules enumerates that slot's vocabulary (the
 * commands a cluster client may send to a replica). A list whose names come back scattered over many
 * callees (attribute and keyword names), or only half of them, stays unbacked.
 */
const COMMANDS = ['GET', 'HGET', 'HGETALL', 'MGET', 'LRANGE', 'SMEMBERS', 'ZRANGE', 'EXISTS', 'STRLEN', 'TTL', 'TYPE', 'SCARD'];
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];

const FILES: Record<string, string> = {
  'kv/__init__.py': '',
  'kv/cluster.py': [
    `READ_COMMANDS = frozenset([${COMMANDS.map((c) => `"${c}"`).join(', ')}])`,
    '',
    `HALF_COMMANDS = [${COMMANDS.slice(0, 6).map((c) => `"${c}x"`).join(', ')}, ${COMMANDS.slice(6).map((c) => `"${c}"`).join(', ')}]`,
    '',
    `SCATTERED = [${WORDS.map((w) => `"${w}"`).join(', ')}]`,
    '',
    'def is_read(command):',
    '    return command in READ_COMMANDS',
    '',
  ].join('\n'),
  'kv/commands.py': [
    'class Commands:',
    ...COMMANDS.map((c) => `    def ${c.toLowerCase()}_cmd(self, name):\n        return self.execute_command("${c}", name)\n`),
  ].join('\n'),
  'kv/words.py': [
    'def use(obj):',
    ...WORDS.map((w, i) => `    obj.call_${i}("${w}")`),
    '',
  ].join('\n'),
};

describe('lists that enumerate one call slot of other files', () => {
  const fx = rankedFixture(FILES);

  it('a list nearly all of whose names one call slot elsewhere takes is backed', () => {
    const t = fx.find((c) => c.subject === 'kv/cluster.py::READ_COMMANDS', 'READ_COMMANDS');
    expect(t.features.bestPartnerHits).toBe(COMMANDS.length);
    expect(t.weak).toBe(false);
  });

  it('a list whose names come back over many callees, or only half of them, stays unbacked', () => {
    const scattered = fx.find((c) => c.subject === 'kv/cluster.py::SCATTERED', 'SCATTERED');
    expect(scattered.features.pairHits).toBe(WORDS.length);
    expect(scattered.features.bestPartnerHits).toBe(1);
    expect(scattered.weak).toBe(true);
    const half = fx.find((c) => c.subject === 'kv/cluster.py::HALF_COMMANDS', 'HALF_COMMANDS');
    expect(half.features.bestPartnerHits).toBe(6);
    expect(half.weak).toBe(true);
  });
});
