/**
 * The explorer, for `idiomscope explore` and for benchmarks: `renderExplore(source, opts)` mounts
 * the Ink app over any DataSource and reports when the first screen is drawn and when it ends.
 */
import { render, type Instance, type RenderOptions } from 'ink';
import { createElement } from 'react';
import { App, type ExploreResult } from './app.js';
import { memoryDecisionStore, type DataSource, type DecisionStore, type TriageData } from './data-source.js';
import type { TerminalSize } from './use-terminal-size.js';

export { App, type AppProps, type ExploreResult } from './app.js';
export { memoryDecisionStore, type DataSource, type DecisionStore, type KeyRow, type MemoryDecisionStore, type TriageData } from './data-source.js';
export { createSourceReader, type SourceLineReader } from './source-reader.js';
export type { TerminalSize } from './use-terminal-size.js';

export interface RenderExploreOptions {
  /** where decisions are loaded from and saved to; in memory when absent */
  decisions?: DecisionStore;
  /** shown in the title bar */
  title?: string;
  /** a failure log explained against the workspace: adds the triage view, shown first */
  triage?: TriageData;
  stdin?: NodeJS.ReadStream;
  stdout?: NodeJS.WriteStream;
  stderr?: NodeJS.WriteStream;
  /** a fixed size instead of the terminal's */
  size?: TerminalSize;
  /** today's ISO date */
  today?: () => string;
  /** draw on the terminal's alternate screen and restore the shell's screen on exit */
  alternateScreen?: boolean;
  /** Ink's per-frame callback (render time), for benchmarks */
  onRender?: RenderOptions['onRender'];
  /** Ink's frame rate limit (default 30; a benchmark may raise it) */
  maxFps?: number;
}

export interface ExploreHandle {
  instance: Instance;
  /** resolves when the first screen of candidates has been drawn (time to first screen) */
  ready: Promise<void>;
  /** resolves when the user quits (decisions saved), rejects when the app fails */
  done: Promise<ExploreResult>;
}

/** Ink spreads its options over its defaults, so an undefined option would erase a default. */
function definedOnly(o: RenderOptions): RenderOptions {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as RenderOptions;
}

const ALT_ON = '\x1b[?1049h\x1b[H';
const ALT_OFF = '\x1b[?1049l';

/** Renders the explorer for `source`; keys are read from `stdin` (raw mode), frames written to `stdout`. */
export function renderExplore(source: DataSource, opts: RenderExploreOptions = {}): ExploreHandle {
  const stdout = opts.stdout ?? process.stdout;
  let markReady!: () => void;
  const ready = new Promise<void>((r) => {
    markReady = r;
  });
  let result: ExploreResult = { saveError: null, decided: 0, accepted: 0, rejected: 0, pending: 0 };
  if (opts.alternateScreen) stdout.write(ALT_ON);
  const instance = render(
    createElement(App, {
      source,
      decisions: opts.decisions ?? memoryDecisionStore(),
      title: opts.title,
      triage: opts.triage,
      size: opts.size,
      today: opts.today,
      onReady: () => markReady(),
      onQuit: (r: ExploreResult) => {
        result = r;
      },
    }),
    definedOnly({
      stdin: opts.stdin,
      stdout,
      stderr: opts.stderr,
      exitOnCtrlC: false,
      patchConsole: false,
      onRender: opts.onRender,
      maxFps: opts.maxFps,
    }),
  );
  const done = instance.waitUntilExit().then(
    () => result,
    (e: unknown) => {
      throw e;
    },
  ).finally(() => {
    if (opts.alternateScreen) stdout.write(ALT_OFF);
  });
  return { instance, ready, done };
}
