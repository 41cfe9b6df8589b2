import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { findCandidate, rankedFixture } from '../helpers/repo.js';

/**
 * A class of constants whose values are every kind of string (a separator, URL prefixes, a charset,
 * an auth scheme, flags), or three whose values are not all of one kind, is a grab-bag, not one
 * registry: it is demoted. A holder whose values are
 * written alike (cache-key prefixes) is not, nor is a settings module, which is named by its file.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/constants.py': [
    'class Constants:',
    '    SEPARATOR = ","',
    '    HTTP = "http://"',
    '    HTTPS = "https://"',
    '    UTF8 = "UTF-8"',
    '    TOKEN_PREFIX = "Bearer"',
    '    SUCCESS = "0"',
    '    FAIL = "1"',
    '    LOGIN_USER_KEY = "login_user_key"',
    '',
    'class CacheKeys:',
    '    LOGIN_TOKEN = "login_tokens:"',
    '    SYS_CONFIG = "sys_config:"',
    '    SYS_DICT = "sys_dict:"',
    '    CAPTCHA = "captcha_codes:"',
    '    REPEAT = "repeat_submit:"',
    '    RATE_LIMIT = "rate_limit:"',
    '',
    'class Tweens:',
    '    MAIN = "MAIN"',
    '    INGRESS = "INGRESS"',
    '    EXCVIEW = "app.tweens.excview_tween_factory"',
    '',
  ].join('\n'),
  'app/web.py': [
    'from app.constants import Constants, CacheKeys, Tweens',
    'def auth(header, cache):',
    '    if header.startswith(Constants.TOKEN_PREFIX):',
    '        return cache.get(CacheKeys.LOGIN_TOKEN)',
    '    return Constants.HTTP + Constants.SEPARATOR + Constants.UTF8',
    'def config(cache, name):',
    '    return cache.get(CacheKeys.SYS_CONFIG) or cache.get(CacheKeys.SYS_DICT)',
    'def result(ok):',
    '    return Constants.SUCCESS if ok else Constants.FAIL',
    'def captcha(cache, uid):',
    '    return cache.get(CacheKeys.CAPTCHA), cache.get(CacheKeys.REPEAT), cache.get(CacheKeys.RATE_LIMIT)',
    'def user(session):',
    '    return session[Constants.LOGIN_USER_KEY], Constants.HTTPS',
    'def tweens(config):',
    '    config.add_tween(Tweens.EXCVIEW, over=Tweens.MAIN, under=Tweens.INGRESS)',
    '',
  ].join('\n'),
  // a table nothing reads: weak, and no evidence of its own
  'app/palette.py': 'PALETTE = {"red": 1, "green": 2, "blue": 3}\n',
};

describe('constant holders that are grab-bags', () => {
  const fx = rankedFixture(FILES);

  it('demotes a holder whose values are every kind of string, and says why', () => {
    const bag = findCandidate(fx.cands, (c) => c.subject === 'app.constants.Constants', 'Constants holder');
    expect(bag.role).toBe('assign');
    expect(bag.distinctKeys).toBe(8);
    // "login_user_key" and "Bearer"... no kind of string holds more than two of the eight values
    expect(bag.features.keyKindShare).toBeCloseTo(2 / 8, 5);
    expect(bag.factors.mixed).toBe(DEFAULT_WEIGHTS.grabBag);
    expect(explain(bag).join('\n')).toContain('grab-bag   ×0.30  25% of its values are one kind of string');
  });

  it('demotes a small holder too once its values are not all of one kind', () => {
    const bag = findCandidate(fx.cands, (c) => c.subject === 'app.constants.Tweens', 'Tweens holder');
    expect(bag.distinctKeys).toBe(3);
    // two UPPER_CASE words and a dotted path: two thirds one kind
    expect(bag.features.keyKindShare).toBeCloseTo(2 / 3, 5);
    expect(bag.factors.mixed).toBe(DEFAULT_WEIGHTS.grabBag);
  });

  it('lets a grab-bag abstain, listed after the weak tables however well its constants are used', () => {
    const bag = findCandidate(fx.cands, (c) => c.subject === 'app.constants.Constants', 'Constants holder');
    const tweens = findCandidate(fx.cands, (c) => c.subject === 'app.constants.Tweens', 'Tweens holder');
    const palette = findCandidate(fx.cands, (c) => c.subject === 'app/palette.py::PALETTE', 'PALETTE table');
    expect([bag.weak, tweens.weak, palette.weak]).toEqual([true, true, true]);
    // used by name in another file, the bag has evidence the unread table lacks
    expect(bag.evidenceCount).toBeGreaterThan(0);
    expect(palette.evidenceCount).toBe(0);
    expect(fx.cands.indexOf(bag)).toBeGreaterThan(fx.cands.indexOf(palette));
    expect(explain(bag).join('\n')).toContain('or a grab-bag of constants)');
  });

  it('keeps a holder whose values are written alike', () => {
    const keys = findCandidate(fx.cands, (c) => c.subject === 'app.constants.CacheKeys', 'CacheKeys holder');
    expect(keys.features.keyKindShare).toBe(1);
    expect(keys.factors.mixed).toBe(1);
    expect(explain(keys).join('\n')).not.toContain('grab-bag');
  });
});
