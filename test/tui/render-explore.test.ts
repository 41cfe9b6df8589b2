import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { memoryDecisionStore, renderExplore } from '../../src/tui/index.js';
import { fixtureSource, manyCandidates } from './fixture.js';

/** A terminal's two ends, as Ink uses them: frames written out, keys read in (raw mode). */
class FakeStdout extends EventEmitter {
  columns = 80;
  rows = 24;
  isTTY = false;
  last = '';
  write = (s: string): boolean => {
    this.last = s;
    return true;
  };
}

class FakeStdin extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
  read(): string | null {
    const d = this.data;
    this.data = null;
    return d;
  }
  press(d: string): void {
    this.data = d;
    this.emit('readable');
  }
}

function streams(): { stdout: FakeStdout; stdin: FakeStdin; opts: { stdout: NodeJS.WriteStream; stdin: NodeJS.ReadStream; stderr: NodeJS.WriteStream } } {
  const stdout = new FakeStdout();
  const stdin = new FakeStdin();
  return { stdout, stdin, opts: { stdout: stdout as unknown as NodeJS.WriteStream, stdin: stdin as unknown as NodeJS.ReadStream, stderr: new FakeStdout() as unknown as NodeJS.WriteStream } };
}

describe('renderExplore (for the CLI and benchmarks)', () => {
  it('reports the first screen, draws each key, and resolves when the user quits', async () => {
    const { stdout, stdin, opts } = streams();
    const frames: number[] = [];
    const store = memoryDecisionStore();
    const h = renderExplore(fixtureSource(manyCandidates(3000)), { ...opts, decisions: store, maxFps: 0, onRender: () => frames.push(Date.now()) });
    await h.ready;
    expect(stdout.last).toContain('pkg.mod0.register');
    const before = frames.length;
    stdin.press('j');
    stdin.press('a');
    await new Promise((r) => setTimeout(r, 50));
    expect(frames.length).toBeGreaterThan(before);
    expect(stdout.last).toMatch(/pkg\.mod1\.register.*accepted/);
    stdin.press('q');
    await expect(h.done).resolves.toEqual({ saveError: null, decided: 1, accepted: 1, rejected: 0, pending: 2999 });
    expect([...store.current.keys()]).toEqual(['c000000001']);
  });

  it('rejects `done` when the candidates cannot be loaded', async () => {
    const { opts } = streams();
    const source = { ...fixtureSource(), candidates: async () => { throw new Error('database gone'); } };
    const h = renderExplore(source, opts);
    await expect(h.done).rejects.toThrow('database gone');
  });
});
