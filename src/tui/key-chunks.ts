/**
 * Ink hands a burst of plain keys (fast typing over a slow link, a paste, `tmux send-keys j r`) to
 * `useInput` as one string. The key hooks take such a burst apart here and handle it key by key,
 * in order, as if each had arrived alone.
 */
import type { Key } from 'ink';

const NO_KEY: Key = {
  upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false,
  home: false, end: false, return: false, escape: false, ctrl: false, shift: false, tab: false,
  backspace: false, delete: false, meta: false, super: false, hyper: false, capsLock: false, numLock: false,
};

/** The key flags of one character of a burst. */
export function keyOfChar(ch: string): [string, Key] {
  if (ch === '\r' || ch === '\n') return ['', { ...NO_KEY, return: true }];
  if (ch === '\t') return ['', { ...NO_KEY, tab: true }];
  if (ch === '\x7f' || ch === '\b') return ['', { ...NO_KEY, backspace: true }];
  const code = ch.codePointAt(0)!;
  if (code >= 1 && code <= 26) return [String.fromCharCode(code + 96), { ...NO_KEY, ctrl: true }];
  return [ch, { ...NO_KEY, shift: ch !== ch.toLowerCase() }];
}

const NAVIGATION: (keyof Key)[] = ['upArrow', 'downArrow', 'leftArrow', 'rightArrow', 'pageUp', 'pageDown', 'home', 'end', 'return', 'tab', 'backspace', 'delete'];

/**
 * One key, or the keys of a burst of plain characters, in order. Esc followed at once by a key
 * reaches Ink as that key with `meta` (Alt); the explorer binds no Alt keys, so it is taken apart
 * into Esc and the key, as the user typed them.
 */
export function splitKeys(input: string, key: Key): [string, Key][] {
  if (key.meta && !key.escape && !key.ctrl && input !== '' && !input.includes('\x1b') && !NAVIGATION.some((k) => key[k])) {
    return [['', { ...NO_KEY, escape: true, meta: true }], ...splitKeys(input, { ...key, meta: false })];
  }
  const chars = [...input];
  if (chars.length <= 1 || key.ctrl || key.meta || key.escape || input.includes('\x1b')) return [[input, key]];
  return chars.map(keyOfChar);
}
