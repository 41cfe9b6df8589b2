/** A definition's byte range, linked to the range it is nested in. */
export interface NestedRange<T> {
  start: number;
  end: number;
  parent: T | null;
}

/**
 * The innermost range containing `index`, from ranges sorted by start: a binary search for the last
 * range starting at or before it, then a walk up its parents. No tree-sitter call is made, so finding
 * the scope of every literal costs nothing at the wasm boundary.
 */
export function innermostAt<T extends NestedRange<T>>(sorted: readonly T[], index: number): T | null {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start <= index) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  let s = found >= 0 ? sorted[found]! : null;
  while (s && !(s.start <= index && index < s.end)) s = s.parent;
  return s;
}
