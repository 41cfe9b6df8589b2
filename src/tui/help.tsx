/** The help overlay: every key, per screen, drawn from keymap.ts. */
import { Box, Text } from 'ink';
import { DETAIL_KEYS, LIST_KEYS, REVIEW_KEYS, type KeyHelp } from './keymap.js';
import { fit, truncate } from './text.js';

export function helpLines(): { text: string; heading?: boolean }[] {
  const block = (title: string, keys: readonly KeyHelp[]): { text: string; heading?: boolean }[] => [
    { text: title, heading: true },
    ...keys.map((k) => ({ text: `  ${fit(k.keys, 20)}${k.what}` })),
  ];
  return [...block('Deciding (list and detail)', REVIEW_KEYS), ...block('List', LIST_KEYS), ...block('Detail', DETAIL_KEYS)];
}

export function Help({ width, height }: { width: number; height: number }) {
  const lines = helpLines().slice(0, height);
  return (
    <Box flexDirection="column" height={height}>
      {lines.map((l, i) => (
        <Text key={i} wrap="truncate-end" bold={l.heading} color={l.heading ? 'cyan' : undefined}>
          {truncate(l.text, Math.max(1, width - 1))}
        </Text>
      ))}
    </Box>
  );
}
