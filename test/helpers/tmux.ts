import { spawnSync } from 'node:child_process';
import { BIN, ROOT } from './cli.js';

/**
 * The built CLI in a real pseudo-terminal: tmux runs `idiomscope explore` in an 80×24 pane, a test
 * types keys with `send-keys` and reads the screen with `capture-pane`.
 */
export const hasTmux = spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** The line of a screen that holds `text`, or ''. */
export const rowOf = (s: string, text: string): string => s.split('\n').find((l) => l.includes(text)) ?? '';

export interface Terminal {
  tmux(...args: string[]): string;
  /** starts `explore` in a fresh 80×24 session; the pane stays after it exits and prints its exit code */
  start(session: string, args: string[]): void;
  screen(session: string): string;
  waitForScreen(session: string, check: (s: string) => boolean, what: string): Promise<string>;
  /** ends every session of this terminal's tmux server */
  kill(): void;
}

/** A tmux server of its own (`-L socket`), so parallel test files never share sessions. */
export function tmuxTerminal(socket: string, timeoutMs: number): Terminal {
  const tmux = (...args: string[]): string => {
    const r = spawnSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`tmux ${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
  };
  const screen = (session: string): string => tmux('capture-pane', '-p', '-t', session);
  return {
    tmux,
    screen,
    start(session, args) {
      // a clean environment: no CI variables (Ink does not draw interactively under CI)
      const env = ['env', '-i', `PATH=${process.env.PATH ?? '/usr/bin:/bin'}`, `HOME=${process.env.HOME ?? '/tmp'}`, 'TERM=xterm-256color', 'LANG=C.UTF-8'];
      const cmd = `cd ${quote(ROOT)} && ${[...env, process.execPath, BIN, 'explore', ...args].map(quote).join(' ')}; echo EXIT=$?; sleep 600`;
      tmux('new-session', '-d', '-x', '80', '-y', '24', '-s', session, cmd);
    },
    async waitForScreen(session, check, what) {
      const begin = Date.now();
      let last = '';
      while (Date.now() - begin < timeoutMs) {
        last = screen(session);
        if (check(last)) return last;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`timed out waiting for ${what}; the screen was:\n${last}`);
    },
    kill() {
      spawnSync('tmux', ['-L', socket, 'kill-server']);
    },
  };
}
