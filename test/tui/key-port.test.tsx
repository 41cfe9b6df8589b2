import type { Key } from 'ink';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/tui/app.js';
import { memoryDecisionStore } from '../../src/tui/data-source.js';
import { createKeyPort, QUEUE_LIMIT } from '../../src/tui/key-port.js';
import { fixtureSource } from './fixture.js';
import { KEY, tick, waitFor } from './keys.js';

const key = (over: Partial<Key> = {}): Key => ({ return: false, escape: false, ...over } as Key);

describe('key port', () => {
  it('queues keys until a handler is attached, then hands them over in order', () => {
    const port = createKeyPort();
    const seen: string[] = [];
    port.push('a', key());
    port.push('', key({ return: true }));
    expect(seen).toEqual([]);
    const detach = port.attach((input, k) => seen.push(k.return ? '⏎' : input));
    expect(seen).toEqual(['a', '⏎']);
    port.push('q', key());
    expect(seen).toEqual(['a', '⏎', 'q']);
    detach();
    port.push('z', key());
    expect(seen).toEqual(['a', '⏎', 'q']);
    const later: string[] = [];
    port.attach((input) => later.push(input));
    expect(later).toEqual(['z']);
  });

  it('keeps at most QUEUE_LIMIT keys while nothing handles them', () => {
    const port = createKeyPort();
    for (let i = 0; i < QUEUE_LIMIT + 10; i++) port.push(String(i), key());
    const seen: string[] = [];
    port.attach((input) => seen.push(input));
    expect(seen.length).toBe(QUEUE_LIMIT);
    expect(seen[0]).toBe('0');
    expect(seen.at(-1)).toBe(String(QUEUE_LIMIT - 1));
  });

  it('a detach of an old handler leaves the newer one attached', () => {
    const port = createKeyPort();
    const seen: string[] = [];
    const detachOld = port.attach(() => seen.push('old'));
    port.attach(() => seen.push('new'));
    detachOld();
    port.push('x', key());
    expect(seen).toEqual(['new']);
  });
});

const mounted: ReturnType<typeof render>[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

describe('explore: keys typed before the list is ready', () => {
  it('Enter typed while the candidates load opens the first candidate once they are shown', async () => {
    const source = fixtureSource();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const candidates = source.candidates.bind(source);
    source.candidates = async () => {
      await gate;
      return candidates();
    };
    const r = render(<App source={source} decisions={memoryDecisionStore()} size={{ columns: 80, rows: 24 }} today={() => '2026-12-02'} />);
    mounted.push(r);
    await waitFor(() => expect(r.lastFrame()).toContain('loading candidates'));
    await tick(50);
    r.stdin.write(KEY.enter);
    await tick(50);
    expect(r.lastFrame()).toContain('loading candidates');
    release();
    await waitFor(() => expect(r.lastFrame()).toContain('Why this score'));
    expect(r.lastFrame()).toContain('events.registry.register');
  });

  it('a key written in the same tick as the first list frame is not lost', async () => {
    const r = render(<App source={fixtureSource()} decisions={memoryDecisionStore()} size={{ columns: 80, rows: 24 }} today={() => '2026-12-02'} />);
    mounted.push(r);
    await waitFor(() => expect(r.lastFrame()).toContain('score'), 3000);
    r.stdin.write('j');
    await waitFor(() => expect((r.lastFrame() ?? '').split('\n').find((l) => l.includes('jobs.registry.job'))).toContain('▸'));
  });
});
