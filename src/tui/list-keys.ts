import type { Key } from 'ink';
import type { AppAction } from './app-state.js';

/** Key bindings of the ranked list: move, page, open, filter, sort (deciding keys: review-keys.ts). */
export function listKeyAction(input: string, key: Key): AppAction | null {
  const session = (action: Extract<AppAction, { type: 'session' }>['action']): AppAction => ({ type: 'session', action });
  if (key.upArrow || input === 'k') return session({ type: 'move-cursor', delta: -1 });
  if (key.downArrow || input === 'j') return session({ type: 'move-cursor', delta: 1 });
  if (key.pageUp || (key.ctrl && input === 'b')) return session({ type: 'move-page', delta: -1 });
  if (key.pageDown || (key.ctrl && input === 'f') || input === ' ') return session({ type: 'move-page', delta: 1 });
  if (key.home || input === 'g') return session({ type: 'move-to', index: 0 });
  if (key.end || input === 'G') return session({ type: 'move-to', index: Infinity });
  if (key.return || key.rightArrow || input === 'l') return { type: 'open-detail' };
  if (key.escape) return { type: 'clear-filter' };
  if (input === '/') return { type: 'open-filter' };
  if (input === 's') return session({ type: 'cycle-sort' });
  return null;
}
