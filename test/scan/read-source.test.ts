import { describe, expect, it } from 'vitest';
import { looksMinified } from '../../src/scan/read-source.js';

/** What the scanner refuses as minified, and the generated-but-ordinary source it still reads. */
describe('looksMinified', () => {
  const ordinary = Array.from({ length: 400 }, (_, i) => `def f${i}(x):\n    return x + ${i}`).join('\n');

  it('a bundle of a few huge lines is minified', () => {
    expect(looksMinified(`var a=${'1,'.repeat(6000)}0;\nvar b=2;\n`)).toBe(true);
    // many lines, each far longer than anything written by hand
    expect(looksMinified(Array.from({ length: 20 }, () => 'x'.repeat(800)).join('\n'))).toBe(true);
  });

  it('one long generated data line among ordinary code is source (pygments\' unicode ranges)', () => {
    const text = `${ordinary}\nCats = '${'\\\\u0041-\\\\u005a'.repeat(1000)}'\n${ordinary}`;
    expect(text.split('\n').some((l) => l.length > 10_000)).toBe(true);
    expect(looksMinified(text)).toBe(false);
  });

  it('a file that is mostly one very long line is minified', () => {
    expect(looksMinified(`${'a'.repeat(30_000)}\n${ordinary.slice(0, 3000)}`)).toBe(true);
  });

  it('small files and ordinary code are not', () => {
    expect(looksMinified('x'.repeat(4000))).toBe(false);
    expect(looksMinified(ordinary)).toBe(false);
  });
});
