import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CATALOGUE, formatError } from '../../src/core/errors.js';
import { stripControl } from '../../src/core/paths.js';

describe('error catalogue', () => {
  it('every kind has an exit code, a title and a fix hint', () => {
    for (const [kind, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.exitCode, kind).toBeGreaterThan(0);
      expect(entry.title.length, kind).toBeGreaterThan(3);
      expect(entry.hint.length, kind).toBeGreaterThan(10);
    }
  });

  it('formats location, message and hint', () => {
    const e = new AppError('decisions_invalid', 'expected a mapping', { file: 'idiomscope.yaml', line: 12, column: 3 });
    expect(e.exitCode).toBe(2);
    expect(formatError(e)).toBe('idiomscope: decisions file is malformed: idiomscope.yaml:12:3: expected a mapping\n  hint: Fix the YAML at the line shown; the file was not changed.');
  });
});

describe('stripControl', () => {
  it('removes escape sequences and control characters, keeps text', () => {
    expect(stripControl('\x1b[31mALERT\x1b[0m\x1b[2J done\x07\x00')).toBe('ALERT done');
    expect(stripControl('\x1b]0;title\x07ok')).toBe('ok');
    expect(stripControl('café ✓')).toBe('café ✓');
  });
});
