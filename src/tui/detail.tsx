/** The detail screen: a window of `height` lines onto the candidate's body (detail-lines.ts). */
import { Box, Text } from 'ink';
import type { BodyLine } from './detail-lines.js';

export interface DetailProps {
  lines: readonly BodyLine[];
  scroll: number;
  height: number;
}

export function Detail({ lines, scroll, height }: DetailProps) {
  const window = lines.slice(scroll, scroll + height);
  return (
    <Box flexDirection="column" height={height}>
      {window.map((l, i) => (
        <Text key={scroll + i} wrap="truncate-end" color={l.color} bold={l.bold}>
          {l.text === '' ? ' ' : l.text}
        </Text>
      ))}
    </Box>
  );
}
