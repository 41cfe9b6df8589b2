import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/core/types.js';
import { runCli } from '../helpers/cli.js';
import { explain } from '../../src/analyze/rank.js';
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

/** Two Java constant classes used by name in other files: cache-key prefixes handed to the cache, and
 * status flags that code only compares a field with. */
const J = 'src/main/java/com/acme';
const JAVA: Record<string, string> = {
  [`${J}/constant/CacheKeys.java`]: [
    'package com.acme.constant;',
    'public class CacheKeys {',
    '  public static final String LOGIN_TOKEN = "login_tokens:";',
    '  public static final String CAPTCHA = "captcha_codes:";',
    '  public static final String SYS_CONFIG = "sys_config:";',
    '}',
    '',
  ].join('\n'),
  [`${J}/constant/UserFlags.java`]: [
    'package com.acme.constant;',
    'public class UserFlags {',
    '  public static final String NORMAL = "0";',
    '  public static final String DISABLED = "1";',
    '  public static final String MENU = "M";',
    '}',
    '',
  ].join('\n'),
  [`${J}/service/TokenService.java`]: [
    'package com.acme.service;',
    'import com.acme.constant.CacheKeys;',
    'public class TokenService {',
    '  private Cache cache;',
    '  public Object token(String id) { return cache.get(CacheKeys.LOGIN_TOKEN, id); }',
    '  public Object captcha(String id) { return cache.get(CacheKeys.CAPTCHA, id); }',
    '  public Object config(String id) { return cache.get(CacheKeys.SYS_CONFIG, id); }',
    '}',
    '',
  ].join('\n'),
  [`${J}/service/UserService.java`]: [
    'package com.acme.service;',
    'import com.acme.constant.UserFlags;',
    'public class UserService {',
    '  public boolean active(User u) { return UserFlags.NORMAL.equals(u.getStatus()); }',
    '  public boolean blocked(User u) { return UserFlags.DISABLED.equals(u.getStatus()); }',
    '  public boolean menu(Menu m) { return UserFlags.MENU.equals(m.getType()); }',
    '}',
    '',
  ].join('\n'),
};

describe('Java constant holders', () => {
  const fx = rankedFixture(JAVA);

  it('constants that other files only compare with are flags and states: demoted as an enumeration', () => {
    const flags = fx.find(holder('com.acme.constant.UserFlags'), 'the UserFlags holder');
    expect(flags.features.constantUses).toBe(3);
    expect(flags.features.comparedShare).toBe(1);
    expect(flags.factors.enumLike).toBe(0.3);
    expect(explain(flags).join('\n')).toContain('compare with them');
  });

  it('constants handed on to what looks them up keep their place', () => {
    const keys = fx.find(holder('com.acme.constant.CacheKeys'), 'the CacheKeys holder');
    expect(keys.features.constantUses).toBe(3);
    expect(keys.features.comparedShare).toBe(0);
    expect(keys.factors.enumLike).toBe(1);
    const flags = fx.find(holder('com.acme.constant.UserFlags'), 'the UserFlags holder');
    expect(keys.score).toBeGreaterThan(flags.score);
  });
});
