/**
 * The detail screen's own state: how far its body is scrolled. The scroll belongs to one candidate;
 * showing another one starts at the top.
 */

export interface DetailState {
  /** the candidate whose body `scroll` applies to */
  readonly id: string | null;
  /** index of the first body line on screen */
  readonly scroll: number;
}

export type DetailAction =
  /** scroll by `delta` lines (negative is up), within [0, max] */
  | { type: 'scroll-by'; id: string; delta: number; max: number }
  /** scroll to a line (0 the top, Infinity the bottom), within [0, max] */
  | { type: 'scroll-to'; id: string; line: number; max: number };

export const INITIAL_DETAIL: DetailState = { id: null, scroll: 0 };

/** The scroll of `id`'s body: 0 for a candidate other than the one scrolled last. */
export function scrollOf(state: DetailState, id: string | null, max: number): number {
  return state.id === id ? Math.max(0, Math.min(state.scroll, max)) : 0;
}

export function detailReducer(state: DetailState, action: DetailAction): DetailState {
  const from = scrollOf(state, action.id, action.max);
  const target = action.type === 'scroll-by' ? from + action.delta : action.line;
  const scroll = Math.max(0, Math.min(action.max, target));
  return state.id === action.id && state.scroll === scroll ? state : { id: action.id, scroll };
}
