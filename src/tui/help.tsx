/** The help overlay: every key, per screen, drawn from keymap.ts; the current view's keys first. */
import { Box, Text } from 'ink';
import { DETAIL_KEYS, LIST_KEYS, REVIEW_KEYS, TRIAGE_KEYS, type KeyHelp } from './keymap.js';
import { fit, truncate } from './text.js';

export interface HelpLine {
  text: string;
  heading?: boolean;
}

/** Every key; the triage view's first when `triageFirst`. */
export function helpLines(triageFirst = false): HelpLine[] {
  const block = (title: string, keys: readonly KeyHelp[]): HelpLine[] => [
    { text: title, heading: true },
    ...keys.map((k) => ({ text: `  ${fit(k.keys, 20)}${k.what}` })),
  ];
  const triage = block('Triage view (explore --triage LOG): failed tasks and proposals', TRIAGE_KEYS);
  const candidates = [...block('Deciding (list and detail)', REVIEW_KEYS), ...block('List', LIST_KEYS), ...block('Detail', DETAIL_KEYS)];
  return triageFirst ? [...triage, ...candidates] : [...candidates, ...triage];
}

export function Help({ lines, scroll, width, height }: { lines: readonly HelpLine[]; scroll: number; width: number; height: number }) {
  const shown = lines.slice(scroll, scroll + height);
  return (
    <Box flexDirection="column" height={height}>
      {shown.map((l, i) => (
        <Text key={scroll + i} wrap="truncate-end" bold={l.heading} color={l.heading ? 'cyan' : undefined}>
          {truncate(l.text, Math.max(1, width - 1))}
        </Text>
      ))}
    </Box>
  );
}
