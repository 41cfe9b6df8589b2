/**
 * The triage view: the list of failed tasks and proposals on top, the detail of the row under the
 * cursor below (cut to the room left; Enter shows all of it). Render only: the lines come from
 * triage-lines.ts, the cursor and window from the triage state.
 */
import { Box, Text } from 'ink';
import type { Decision } from '../decide/decision.js';
import type { BodyLine } from './detail-lines.js';
import { truncate } from './text.js';
import { triageDetailLines, triageListLines, type TriageListLine } from './triage-lines.js';
import { currentItem, type TriageState } from './triage-state.js';

export interface TriageViewProps {
  state: TriageState;
  decisions: ReadonlyMap<string, Decision>;
  width: number;
  /** lines of the whole body */
  height: number;
  /** lines of the list pane (triageListHeight) */
  listHeight: number;
}

function ListLine({ line }: { line: TriageListLine }) {
  return (
    <Text wrap="truncate-end" inverse={line.selected} bold={line.bold} color={line.color}>
      {line.cells.map((c, i) => (
        <Text key={i} color={line.selected ? undefined : c.color}>{c.text}</Text>
      ))}
    </Text>
  );
}

/** The first `room` lines of a detail; the last one says how much more there is. */
export function paneLines(lines: readonly BodyLine[], room: number): BodyLine[] {
  if (room <= 0) return [];
  if (lines.length <= room) return [...lines];
  const more = lines.length - room + 1;
  return [...lines.slice(0, room - 1), { text: `… ${more} more line${more === 1 ? '' : 's'}: Enter shows all`, color: 'gray' }];
}

export function TriageView({ state, decisions, width, height, listHeight }: TriageViewProps) {
  const w = Math.max(1, width - 1);
  const list = triageListLines(state, decisions, width);
  const room = Math.max(0, height - listHeight - 1);
  const detail = paneLines(triageDetailLines(state, currentItem(state), decisions, width), room);
  return (
    <Box flexDirection="column" height={height}>
      <Box flexDirection="column" height={listHeight}>
        {list.map((l, i) => <ListLine key={state.top + i} line={l} />)}
      </Box>
      {room > 0 ? <Text color="gray" wrap="truncate-end">{truncate('─'.repeat(w), w)}</Text> : null}
      {detail.map((l, i) => (
        <Text key={i} wrap="truncate-end" color={l.color} bold={l.bold}>
          {l.text === '' ? ' ' : l.text}
        </Text>
      ))}
    </Box>
  );
}
