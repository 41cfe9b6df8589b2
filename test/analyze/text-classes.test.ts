import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A class of the repo built on str is called with the string the object is (`ColorString("bold")`): a value,
 * however often other files spell the same words. An Enum built on str is called to look a member up by its
 * value (`Color("red")`), which is no such value.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/palette.py': [
    'import enum',
    'class ColorString(str):',
    '    def __or__(self, other):',
    '        return ColorString(self + " " + other)',
    '',
    'class Color(str, enum.Enum):',
    '    RED = "red"',
    '    BLUE = "blue"',
    '    GREEN = "green"',
    '',
  ].join('\n'),
  'app/styles.py': [
    'from app.palette import ColorString',
    'BOLD = ColorString("bold")',
    'ITALIC = ColorString("italic")',
    'DIM = ColorString("dim")',
    '',
  ].join('\n'),
  'app/more_styles.py': [
    'from app.palette import ColorString',
    'UNDERLINE = ColorString("underline")',
    'BLINK = ColorString("blink")',
    '',
  ].join('\n'),
  // the same words read back by name elsewhere: evidence the slot would rank on
  'app/render.py': [
    'STYLE_CODES = {"bold": 1, "italic": 3, "dim": 2, "underline": 4, "blink": 5}',
    'def code(style):',
    '    return STYLE_CODES[style]',
    'def is_bold(style):',
    '    return style == "bold" or style == "italic"',
    '',
  ].join('\n'),
  'app/choose.py': [
    'from app.palette import Color',
    'def pick(flag):',
    '    if flag:',
    '        return Color("red")',
    '    return Color("blue")',
    'def other():',
    '    return Color("green")',
    '',
  ].join('\n'),
  'app/use.py': [
    'def paint(c):',
    '    return {"red": 1, "blue": 2, "green": 3}[c]',
    '',
  ].join('\n'),
};

describe('a class built on str', () => {
  const fx = rankedFixture(FILES, { allMembers: true });

  it('reads its constructor\'s string as the object\'s value, not a key', () => {
    const c = fx.find((x) => x.subject === 'app.palette.ColorString' && x.position === '0', 'ColorString("...")');
    expect(c.features.textClass).toBe(true);
    expect(c.factors.valueSlot).toBe(DEFAULT_WEIGHTS.valueSlot);
    expect(explain(c).join('\n')).toContain('built on str');
  });

  it('leaves an Enum built on str, called to look a member up, as it was', () => {
    const c = fx.find((x) => x.subject === 'app.palette.Color' && x.position === '0', 'Color("...")');
    expect(c.features.textClass).toBe(false);
  });
});
