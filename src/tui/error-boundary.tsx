/** The root's safety net: a render error is shown and handed to `onError` (which ends the app). */
import { Box, Text } from 'ink';
import { Component, type ReactNode } from 'react';
import { clean } from './text.js';

interface Props {
  children: ReactNode;
  onError(error: Error): void;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Box flexDirection="column">
        <Text color="red" bold>idiomscope explore stopped: {clean(this.state.error.message)}</Text>
        <Text color="gray">Decisions made so far were saved after each one. `idiomscope rank` prints the table.</Text>
      </Box>
    );
  }
}
