import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSourceReader } from '../../src/tui/source-reader.js';
import { clean, fit, textWidth, truncateMiddle, wrap } from '../../src/tui/text.js';
import { tempDir } from '../helpers/cli.js';

describe('source lines for the detail view', () => {
  const work = tempDir();
  const repo = join(work, 'repo');
  mkdirSync(join(repo, 'pkg'), { recursive: true });
  writeFileSync(join(repo, 'pkg', 'a.py'), 'first\r\nsecond\nthird');
  writeFileSync(join(work, 'secret.txt'), 'outside the repository\n');
  symlinkSync(join(work, 'secret.txt'), join(repo, 'leak.py'));
  symlinkSync(join(repo, 'pkg', 'a.py'), join(repo, 'inside.py'));
  symlinkSync(work, join(repo, 'up'));
  writeFileSync(join(repo, 'big.py'), 'x'.repeat(2048));
  const read = createSourceReader(repo, { maxBytes: 1024 });

  it('reads a line of a file inside the root (1-based, any line ending)', async () => {
    expect(await read('pkg/a.py', 1)).toBe('first');
    expect(await read('pkg/a.py', 2)).toBe('second');
    expect(await read('pkg/a.py', 3)).toBe('third');
    expect(await read('pkg/a.py', 4)).toBeNull();
    expect(await read('pkg/a.py', 0)).toBeNull();
  });

  it('follows a symlink that stays inside the root', async () => {
    expect(await read('inside.py', 2)).toBe('second');
  });

  it('reads nothing outside the root: .., absolute paths, symlinks out', async () => {
    expect(await read('../secret.txt', 1)).toBeNull();
    expect(await read('pkg/../../secret.txt', 1)).toBeNull();
    expect(await read(join(work, 'secret.txt'), 1)).toBeNull();
    expect(await read('leak.py', 1)).toBeNull();
    expect(await read('up/secret.txt', 1)).toBeNull();
    expect(await read('missing.py', 1)).toBeNull();
    expect(await read('pkg', 1)).toBeNull();
  });

  it('skips files larger than the limit', async () => {
    expect(await read('big.py', 1)).toBeNull();
  });

  it('gives null for every file when the root is gone', async () => {
    expect(await createSourceReader(join(work, 'nope'))('pkg/a.py', 1)).toBeNull();
  });
});

describe('text for the terminal', () => {
  it('cleans escape sequences, control characters, line breaks and bidi overrides', () => {
    expect(clean('\x1b[31mALERT\x1b[0m')).toBe('ALERT');
    expect(clean('\x1b[2J')).toBe('');
    expect(clean('a\x07b\x9bc\u202ed')).toBe('abcd');
    expect(clean('one\ntwo')).toBe('one⏎two');
    expect(clean(null)).toBe('');
  });

  it('fits text to a width, counting wide characters as two columns', () => {
    expect(fit('abc', 5)).toBe('abc  ');
    expect(fit('abc', 5, { right: true })).toBe('  abc');
    expect(fit('abcdefgh', 5)).toBe('abcd…');
    expect(textWidth(fit('注册表注册表', 7))).toBeLessThanOrEqual(7);
    expect(truncateMiddle('events.registry.register', 15)).toBe('events.…egister');
    expect(textWidth(truncateMiddle('events.registry.register', 15))).toBe(15);
  });

  it('wraps words with a hanging indent, cutting words longer than a line', () => {
    const lines = wrap('evidence ×1.50 lookups 13, call pairs 1, storage yes (events.registry.HANDLERS)', 30, '    ');
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(30);
    expect(lines.slice(1).every((l) => l.startsWith('    '))).toBe(true);
    for (const l of wrap('x'.repeat(100), 20, '  ')) expect(textWidth(l)).toBeLessThanOrEqual(20);
  });
});
