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

/** One key, or the keys of a burst of plain characters, in order. */
export function splitKeys(input: string, key: Key): [string, Key][] {
  const chars = [...input];
  if (chars.length <= 1 || key.ctrl || key.meta || key.escape || input.includes('\x1b')) return [[input, key]];
  return chars.map(keyOfChar);
}
