/**
 * The keys of the explorer, as documentation: the help overlay and the footer draw from this list.
 * The key-binding hooks (use-*-keys.ts) are where keys are interpreted; keep the two in step.
 */

export interface KeyHelp {
  keys: string;
  what: string;
}

export const LIST_KEYS: readonly KeyHelp[] = [
  { keys: '↑ ↓  k j', what: 'move' },
  { keys: 'PgUp PgDn', what: 'previous / next page' },
  { keys: 'Home End  g G', what: 'first / last row' },
  { keys: 'Enter', what: 'open the detail view' },
  { keys: '/', what: 'filter by text in names, role, examples (Enter keeps, Esc restores)' },
  { keys: 'Esc', what: 'clear the filter' },
  { keys: 's', what: 'sort by the next column (rank, subject, role, sites, files, keys, overlap, decision)' },
  { keys: '(look column)', what: 'lookup overlap: keys also read by lookups in other files' },
];

export const DETAIL_KEYS: readonly KeyHelp[] = [
  { keys: '↑ ↓  k j', what: 'scroll' },
  { keys: 'PgUp PgDn  Home End', what: 'scroll by page / to either end' },
  { keys: 'Esc  ←  h', what: 'back to the list' },
];

export const REVIEW_KEYS: readonly KeyHelp[] = [
  { keys: 'a', what: 'accept the candidate' },
  { keys: 'r', what: 'reject it, with a reason (Enter rejects, Esc cancels)' },
  { keys: 'u', what: 'undo the last decision' },
  { keys: 'n', what: 'next pending candidate' },
  { keys: '?', what: 'show / hide every key' },
  { keys: 'q  Ctrl-C', what: 'quit (decisions are already saved)' },
];

export const TRIAGE_KEYS: readonly KeyHelp[] = [
  { keys: 'Tab  t', what: 'switch between the candidates list and the triage view' },
  { keys: '↑ ↓  k j', what: 'move over the failed tasks and the proposals' },
  { keys: 'PgUp PgDn  Home End', what: 'previous / next page, first / last row' },
  { keys: 'Enter', what: "the row's full detail (↑ ↓ scroll, Esc back)" },
  { keys: 'a', what: 'accept the proposal of the row (a pending candidate, or a new pattern)' },
  { keys: 'u', what: 'undo the last decision' },
  { keys: 'n', what: 'next row with an undecided proposal' },
  { keys: '?  q', what: 'every key  /  quit' },
];

/** One-line hints for the footer, shortest first when space runs out. */
export const LIST_FOOTER = '⏎ open  a accept  r reject  u undo  n next  / filter  s sort  ? keys  q quit';
export const DETAIL_FOOTER = 'Esc back  ↑↓ scroll  a accept  r reject  u undo  n next pending  ? keys  q quit';
export const FILTER_FOOTER = 'type to filter  ⏎ keep  Esc restore  Ctrl-U clear';
export const REASON_FOOTER = 'type the reason  ⏎ reject  Esc cancel';
export const HELP_FOOTER = 'any key closes this help';
export const HELP_SCROLL_FOOTER = '↑↓ PgUp PgDn scroll  any other key closes this help';
/** The list's hints when a failure log is loaded: Tab goes to the triage view. */
export const LIST_TRIAGE_FOOTER = '⏎ open  a accept  r reject  u undo  / filter  Tab triage  ? keys  q quit';
export const TRIAGE_FOOTER = 'Tab candidates  ⏎ detail  a accept proposal  u undo  n next  ? keys  q quit';
export const TRIAGE_DETAIL_FOOTER = 'Esc back  ↑↓ scroll  a accept proposal  u undo  Tab candidates  ? keys  q quit';
