import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/core/types.js';
import { runCli } from '../helpers/cli.js';
import { rankedFixture } from '../helpers/repo.js';

/** Role names declared once as constants and used by name elsewhere; two holders that are not key sets. */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/roles.py': 'ADMIN = "role.admin"\nEDITOR = "role.editor"\nVIEWER = "role.viewer"\n',
  'app/auth.py': 'def require(role):\n    def deco(fn):\n        return fn\n    return deco\n',
  'app/views.py': [
    'from app.roles import ADMIN, EDITOR',
    'from app.auth import require',
    '@require(ADMIN)',
    'def delete(): pass',
    '@require(EDITOR)',
    'def edit(): pass',
    '',
  ].join('\n'),
  // used only in its own file: not a key set declared for others
  'app/limits.py': 'LOW = "low"\nHIGH = "high"\ndef pick(x):\n    return LOW if x else HIGH\n',
  // one constant used elsewhere is not enough
  'app/names.py': 'APP = "shop"\nOTHER = "unused"\n',
  'app/main.py': 'from app.names import APP\nprint(APP)\n',
};

const holder = (subject: string) => (c: Candidate): boolean => c.kind === 'table' && c.role === 'assign' && c.subject === subject;

describe('constant holders', () => {
  const fx = rankedFixture(FILES);

  it('a module whose constants are used by name in other files declares their values as keys', () => {
    const roles = fx.find(holder('app.roles'), 'the app.roles holder');
    expect(roles.distinctKeys).toBe(3);
    expect([...roles.examples].sort()).toEqual(['role.admin', 'role.editor', 'role.viewer']);
    expect(roles.features.constantUses).toBe(2);
    expect(roles.factors.backing).toBe(1);
    expect(roles.evidenceCount).toBeGreaterThan(0);
  });

  it('constants used only in their own file, or only one of them elsewhere, make no holder', () => {
    expect(fx.cands.some(holder('app.limits'))).toBe(false);
    expect(fx.cands.some(holder('app.names'))).toBe(false);
  });

  it('rank --explain names the uses', () => {
    const r = runCli(['rank', '--db', fx.db, '--explain', '--limit', '50']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('constants used by name in other files 2');
  });
});
