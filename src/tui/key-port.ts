/**
 * Ink turns raw mode on in the effect of the component that reads keys, after that component's
 * first frame is on the screen. The review screen is mounted only once the candidates are loaded,
 * so a key typed at the list's first frame used to reach a terminal still in cooked mode: echoed
 * onto the screen, Enter turned into a line feed and lost. The loader opens this port from its own
 * first frame instead: raw mode is on while loading, and a key that arrives before the review's
 * handler is attached waits in the port and is handed over, in order, when it is.
 */
import { useInput, type Key } from 'ink';
import { useMemo } from 'react';

export type KeyHandler = (input: string, key: Key) => void;

export interface KeyPort {
  /** a key from the terminal: handled at once, or queued until a handler is attached */
  push(input: string, key: Key): void;
  /** attaches the handler, hands it every queued key in order; returns the detach */
  attach(handler: KeyHandler): () => void;
}

/** Keys kept while nothing handles them; beyond this a held-down key is dropped, not hoarded. */
export const QUEUE_LIMIT = 256;

export function createKeyPort(): KeyPort {
  let handler: KeyHandler | null = null;
  const queue: [string, Key][] = [];
  return {
    push(input, key) {
      if (handler) handler(input, key);
      else if (queue.length < QUEUE_LIMIT) queue.push([input, key]);
    },
    attach(h) {
      handler = h;
      for (const [input, key] of queue.splice(0)) {
        if (handler !== h) break;
        h(input, key);
      }
      return () => {
        if (handler === h) handler = null;
      };
    },
  };
}

/** A port fed by Ink's input from this component's first frame on. */
export function useKeyPort(): KeyPort {
  const port = useMemo(createKeyPort, []);
  useInput((input, key) => port.push(input, key));
  return port;
}
