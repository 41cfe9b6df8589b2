import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ranked, rankedFixture } from '../helpers/repo.js';

/**
 * Decorator factories that hand their arguments on whole to one callee (`control_command(**kwargs)` and
 * `inspect_command(**kwargs)` both return `Panel.register(..., **kwargs)`) are spellings of that callee: one
 * row. A factory that hands them to two callees says nothing of which registers.
 */
const FILES: Record<string, string> = {
  'worker/__init__.py': '',
  'worker/panel.py': [
    'class Panel:',
    '    data = {}',
    '',
    '    @classmethod',
    '    def register(cls, type="control", **options):',
    '        def _inner(fun):',
    '            cls.data[fun.__name__] = (type, fun)',
    '            return fun',
    '        return _inner',
    '',
    'def control_command(**kwargs):',
    '    return Panel.register(type="control", **kwargs)',
    '',
    'def inspect_command(**kwargs):',
    '    return Panel.register(type="inspect", **kwargs)',
    '',
    'def audited(**kwargs):',
    '    print(**kwargs)',
    '    return Panel.register(**kwargs)',
    '',
  ].join('\n'),
  ...Object.fromEntries([['control', 'control_command', ['shutdown', 'pool_grow', 'rate_limit']],
    ['inspect', 'inspect_command', ['stats', 'registered', 'active']],
    ['audit', 'audited', ['purge', 'revoke', 'terminate']]].map(([file, deco, names]) => [`worker/${file}.py`,
    [`from worker.panel import ${deco}`, '', ...(names as string[]).flatMap((n) => [`@${deco}()`, `def ${n}(state):`, '    pass', ''])].join('\n')])),
  'worker/client.py': [
    'def broadcast(app, name):',
    '    return app.control.broadcast(name)',
    '',
    'def run(app):',
    '    broadcast(app, "shutdown")',
    '    broadcast(app, "stats")',
    '',
  ].join('\n'),
};

describe('decorators made by a factory that hands its arguments on', () => {
  const fx = rankedFixture(FILES);

  it('records the callee a factory hands its arguments on to, and none when there are two', () => {
    const control = fx.find((c) => c.subject === 'worker.panel.control_command', 'control_command');
    const inspect = fx.find((c) => c.subject === 'worker.panel.inspect_command', 'inspect_command');
    const audited = fx.find((c) => c.subject === 'worker.panel.audited', 'audited');
    expect(control.features.delegate).toBe('worker.panel.Panel.register');
    expect(inspect.features.delegate).toBe('worker.panel.Panel.register');
    expect(audited.features.delegate).toBeNull();
  });

  it('lists the two factories as one row, the other as a row of its own', async () => {
    const rows = await ranked(fx.db, { allMembers: false });
    const joined = rows.filter((c) => c.spellings.includes('worker.panel.control_command'));
    expect(joined).toHaveLength(1);
    expect(joined[0]!.spellings).toContain('worker.panel.inspect_command');
    expect(joined[0]!.spellings).not.toContain('worker.panel.audited');
    expect(rows.filter((c) => c.spellings.includes('worker.panel.audited'))).toHaveLength(1);
  });

  it('says so in rank --explain', () => {
    const r = runCli(['rank', '--db', fx.db, '--explain']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('delegates  the decorator\'s factory hands its arguments on to worker.panel.Panel.register');
  });
});
