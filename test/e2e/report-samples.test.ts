import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

/**
 * The committed sample reports (reports/<sample>/) are what `npm run report:samples` writes today:
 * re-rendered into a temp dir, they must match byte for byte. When the scanner, the ranking or a
 * notebook changes, the reports change with it and are committed in the same change.
 */
const SAMPLES = ['webhook-service', 'django-service', 'spring-payments', 'plugin-host'];
const FIX = 'run `npm run report:samples` and commit reports/';

function pages(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => /\.(html|md)$/.test(f)).sort() : [];
}

describe('committed sample reports', () => {
  it('are current', () => {
    const out = tempDir();
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'render-reports.mjs'), '--out', out, '--quiet'], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
    expect(r.status, `scripts/render-reports.mjs failed (is the report command registered in src/commands/index.ts?):\n${r.stderr}`).toBe(0);
    const drift: string[] = [];
    for (const sample of SAMPLES) {
      const committed = join(ROOT, 'reports', sample);
      const fresh = join(out, sample);
      const names = [...new Set([...pages(committed), ...pages(fresh)])].sort();
      if (names.length === 0) drift.push(`reports/${sample}/ is empty`);
      for (const name of names) {
        const a = join(committed, name);
        const b = join(fresh, name);
        if (!existsSync(a)) drift.push(`reports/${sample}/${name} is missing`);
        else if (!existsSync(b)) drift.push(`reports/${sample}/${name} is stale (no notebook writes it)`);
        else if (!readFileSync(a).equals(readFileSync(b))) drift.push(`reports/${sample}/${name} is out of date`);
      }
    }
    expect(drift, `the sample reports drifted: ${FIX}\n  ${drift.join('\n  ')}`).toEqual([]);
  }, 300_000);

  it('stay small', () => {
    const bytes = SAMPLES.flatMap((s) => pages(join(ROOT, 'reports', s)).map((f) => statSync(join(ROOT, 'reports', s, f)).size))
      .reduce((a, b) => a + b, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(500 * 1024);
  });
});
