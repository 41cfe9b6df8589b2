import { expect } from 'vitest';

/** What a terminal sends for each key. */
export const KEY = {
  up: '\x1b[A',
  down: '\x1b[B',
  left: '\x1b[D',
  right: '\x1b[C',
  pageUp: '\x1b[5~',
  pageDown: '\x1b[6~',
  home: '\x1b[H',
  end: '\x1b[F',
  enter: '\r',
  escape: '\x1b',
  backspace: '\x7f',
  ctrlU: '\x15',
} as const;

/** Waits until `check` passes (Ink renders on the next ticks), or fails with its last error. */
export async function waitFor(check: () => void, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() - start > timeoutMs) throw e;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** Lets Ink process a key and render. */
export async function tick(ms = 30): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

export function expectNoEscape(frame: string | undefined): void {
  expect(frame).toBeDefined();
  // the test renderer writes plain frames (no colour), so any ESC came from the data
  expect(frame!.includes('\x1b')).toBe(false);
}
