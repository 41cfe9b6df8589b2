import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { loadNotebook, NOTEBOOKS, render, sampleDb, sampleDecisions } from './helpers.js';
import { pngStats } from './png.js';

/**
 * The pages open in a real browser: Debian's headless Chromium takes a screenshot of each, which
 * must not be blank, and its log must hold no console message (the pages run no script, so any
 * message is a resource the Content-Security-Policy blocked, or a parse problem). CI installs
 * Chromium; without it this test fails, it does not skip.
 */
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

interface Shot {
  png: Buffer;
  console: string[];
}

function screenshot(file: string, size = '1200,900'): Shot {
  const dir = tempDir('idiomscope-chromium-');
  const png = join(dir, 'shot.png');
  const r = spawnSync(CHROMIUM, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    `--user-data-dir=${join(dir, 'profile')}`, '--enable-logging=stderr', '--v=0', '--hide-scrollbars',
    `--screenshot=${png}`, `--window-size=${size}`, pathToFileURL(file).href,
  ], { encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw new Error(`cannot run ${CHROMIUM}: ${r.error.message}`);
  if (!existsSync(png)) throw new Error(`Chromium wrote no screenshot (exit ${r.status}):\n${r.stderr}`);
  return { png: readFileSync(png), console: r.stderr.split('\n').filter((l) => /:CONSOLE[:(]/.test(l)) };
}

const pages: string[] = [];
let blank: Shot;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is required for the browser test and was not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM=/path/to/chromium`);
  }
  const dir = tempDir();
  const rendered = await render(sampleDb('webhook-service'), NOTEBOOKS.map(loadNotebook), await sampleDecisions('webhook-service'));
  for (const r of rendered) {
    const file = join(dir, `${r.name}.html`);
    writeFileSync(file, r.html);
    pages.push(file);
  }
  const empty = join(dir, 'blank.html');
  writeFileSync(empty, '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body></body></html>');
  blank = screenshot(empty);
});

describe('reports in headless Chromium', () => {
  it('a blank page is recognised as blank (the check below can fail)', () => {
    const stats = pngStats(blank.png);
    expect(stats.width).toBe(1200);
    expect(stats.colours).toBeLessThanOrEqual(2);
    expect(stats.inked).toBe(0);
    expect(blank.console).toEqual([]);
  });

  it('a blocked fetch shows up as a console message (the check below can fail)', () => {
    const file = join(tempDir(), 'fetch.html');
    const html = readFileSync(pages[0]!, 'utf8').replace('<main>', '<main><img src="http://example.invalid/x.png" alt="">');
    writeFileSync(file, html);
    expect(screenshot(file).console.join('\n')).toContain('violates the following Content Security Policy directive');
  });

  it.each(['registries', 'scan', 'triage'])('%s.html draws a page and logs no console message', (name) => {
    const file = pages.find((p) => p.endsWith(`${name}.html`))!;
    const shot = screenshot(file, '1200,2400');
    expect(shot.console).toEqual([]);
    const stats = pngStats(shot.png);
    expect(stats.width).toBe(1200);
    expect(stats.height).toBe(2400);
    expect(stats.colours).toBeGreaterThan(20);
    expect(stats.inked).toBeGreaterThan(0.01);
    expect(shot.png.length).toBeGreaterThan(3 * blank.png.length);
  });
});
