/**
 * The ranked list: one row per candidate with score, subject, role, sites / files / keys, lookup
 * overlap and decision. Render only: the rows come from the session state.
 */
import { Box, Text } from 'ink';
import { memo, useMemo } from 'react';
import type { Candidate, DecisionStatus } from '../core/types.js';
import { pageRows, statusOf, type SessionState, type SortColumn } from '../decide/session.js';
import { clean, fit } from './text.js';

export interface ListColumn {
  id: 'score' | 'subject' | 'role' | 'sites' | 'files' | 'keys' | 'overlap' | 'decision';
  header: string;
  width: number;
  right?: boolean;
}

/** The columns that fit in `width`; the subject takes what the others leave. */
export function listColumns(width: number): ListColumn[] {
  const usable = Math.max(20, width - 1) - 2; // two for the cursor marker
  const wide = width >= 100;
  const cols: ListColumn[] = [
    { id: 'score', header: 'score', width: 6, right: true },
    { id: 'subject', header: 'subject', width: 0 },
    { id: 'role', header: 'role', width: wide ? 18 : 13 },
    { id: 'sites', header: 'sites', width: 5, right: true },
    { id: 'files', header: 'files', width: 5, right: true },
    { id: 'keys', header: 'keys', width: 5, right: true },
    { id: 'overlap', header: 'look', width: 4, right: true },
    { id: 'decision', header: 'decision', width: 8 },
  ];
  const drop: ListColumn['id'][] = ['overlap', 'files', 'sites', 'role'];
  const fixed = (cs: ListColumn[]): number => cs.reduce((n, c) => n + c.width, 0) + cs.length - 1;
  let shown = cols;
  for (const id of drop) {
    if (usable - fixed(shown) >= 14) break;
    shown = shown.filter((c) => c.id !== id);
  }
  const subject = Math.max(8, usable - fixed(shown));
  return shown.map((c) => (c.id === 'subject' ? { ...c, width: subject } : c));
}

const SORT_OF_COLUMN: Partial<Record<ListColumn['id'], SortColumn>> = {
  score: 'rank', subject: 'subject', role: 'role', sites: 'sites', files: 'files', keys: 'keys', overlap: 'overlap', decision: 'decision',
};

function compact(n: number, width: number): string {
  const s = String(n);
  if (s.length <= width) return s;
  if (n >= 1_000_000) return `${Math.round(n / 1_000_000)}M`;
  return `${Math.round(n / 1000)}k`;
}

function cell(c: Candidate, col: ListColumn, status: DecisionStatus): string {
  switch (col.id) {
    case 'score':
      return fit(c.score >= 1000 ? compact(Math.round(c.score), 6) : c.score.toFixed(2), col.width, { right: true });
    case 'subject':
      return fit(clean(c.subject), col.width, { middle: true });
    case 'role':
      return fit(clean(c.role), col.width);
    case 'sites':
      return fit(compact(c.sites, col.width), col.width, { right: true });
    case 'files':
      return fit(compact(c.files, col.width), col.width, { right: true });
    case 'keys':
      return fit(compact(c.distinctKeys, col.width), col.width, { right: true });
    case 'overlap':
      // a file set's lookups are the strings that name its files
      return fit(compact(c.kind === 'files' ? c.features.fileRefs : c.features.lookupHits, col.width), col.width, { right: true });
    case 'decision':
      return fit(status, col.width);
  }
}

const DECISION_COLOR: Record<DecisionStatus, string> = { accepted: 'green', rejected: 'red', pending: 'gray' };

/** One row; redrawn only when its candidate, decision, selection or the columns change. */
const Row = memo(function Row({ c, cols, status, selected }: { c: Candidate; cols: ListColumn[]; status: DecisionStatus; selected: boolean }) {
  const parts = cols.map((col, i) => {
    const text = (i === 0 ? '' : ' ') + cell(c, col, status);
    if (col.id === 'decision' && !selected) return <Text key={col.id} color={DECISION_COLOR[status]}>{text}</Text>;
    return <Text key={col.id}>{text}</Text>;
  });
  return (
    <Text wrap="truncate-end" inverse={selected} dimColor={c.weak && !selected}>
      {selected ? '▸ ' : '  '}
      {parts}
    </Text>
  );
});

export interface ListProps {
  session: SessionState;
  width: number;
  /** rows available for the header and the page */
  height: number;
}

export function List({ session, width, height }: ListProps) {
  const cols = useMemo(() => listColumns(width), [width]);
  const sorted = cols.find((c) => SORT_OF_COLUMN[c.id] === session.sort)?.id;
  const rows = pageRows(session);
  const empty =
    session.candidates.length === 0 ? 'No candidates: scan a repository first (`idiomscope scan <repo>`).'
      : `No candidate matches "${clean(session.filter)}". Esc clears the filter.`;
  return (
    <Box flexDirection="column" height={height}>
      <Text wrap="truncate-end" bold>
        {'  '}
        {cols.map((col, i) => (
          <Text key={col.id}>
            {i === 0 ? '' : ' '}
            <Text color={col.id === sorted ? 'cyan' : undefined} underline={col.id === sorted}>{fit(col.header, col.width, { right: col.right })}</Text>
          </Text>
        ))}
      </Text>
      {rows.length === 0 ? <Text wrap="truncate-end" color="gray">{fit(empty, Math.max(1, width - 1))}</Text> : null}
      {rows.map((c, i) => (
        <Row key={c.id} c={c} cols={cols} status={statusOf(session, c.id)} selected={session.top + i === session.cursor} />
      ))}
    </Box>
  );
}
