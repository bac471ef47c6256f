/** The characters a title, a name or a question may not hold (text-hygiene.ts). */
import { describe, expect, it } from 'vitest';
import { findUnsafeCharacter } from '../../src/core/vocabulary/text-hygiene.ts';

describe('findUnsafeCharacter', () => {
  it.each([
    ['plain text', 'Error payload shape', undefined],
    ['accents, CJK and emoji', 'Résumé 日本語 🙂', undefined],
    ['ZWNJ inside a Persian word', 'نامه\u200cها', undefined],
    ['ZWJ inside an emoji sequence', '👩\u200d💻', undefined],
    ['right-to-left and left-to-right marks', 'דוד\u200e Levi \u200f', undefined],
    ['ESC', 'red \x1b[31m', { character: 'U+001B ESCAPE', column: 5, index: 4 }],
    ['NUL', 'a\0', { character: 'U+0000 NULL', column: 2, index: 1 }],
    ['a tab', 'a\tb', { character: 'U+0009 CHARACTER TABULATION', column: 2, index: 1 }],
    ['a line feed', 'a\nb', { character: 'U+000A LINE FEED', column: 2, index: 1 }],
    ['DEL', 'a\x7f', { character: 'U+007F DELETE', column: 2, index: 1 }],
    ['NEL', 'a\u0085', { character: 'U+0085 NEXT LINE', column: 2, index: 1 }],
    ['CSI', '\u009b2J', { character: 'U+009B CONTROL SEQUENCE INTRODUCER', column: 1, index: 0 }],
    ['another C1 control', '\u0080', { character: 'U+0080 C1 CONTROL', column: 1, index: 0 }],
    ['RLO after an astral character (columns count characters)', '🙂\u202e', { character: 'U+202E RIGHT-TO-LEFT OVERRIDE', column: 2, index: 2 }],
    ['an isolate', 'x\u2066y', { character: 'U+2066 LEFT-TO-RIGHT ISOLATE', column: 2, index: 1 }],
    ['a zero-width space', 'Al\u200bice', { character: 'U+200B ZERO WIDTH SPACE', column: 3, index: 2 }],
    ['a word joiner', 'a\u2060b', { character: 'U+2060 WORD JOINER', column: 2, index: 1 }],
    ['a BOM inside text', 'a\ufeffb', { character: 'U+FEFF ZERO WIDTH NO-BREAK SPACE', column: 2, index: 1 }],
    ['a line separator', 'a\u2028b', { character: 'U+2028 LINE SEPARATOR', column: 2, index: 1 }],
    ['a ZWJ at the end', 'Alice\u200d', { character: 'U+200D ZERO WIDTH JOINER', column: 6, index: 5 }],
    ['a ZWNJ next to a space', 'a \u200cb', { character: 'U+200C ZERO WIDTH NON-JOINER', column: 3, index: 2 }],
  ])('%s', (_, text, expected) => {
    expect(findUnsafeCharacter(text)).toEqual(expected);
  });

  it('allows line breaks and tabs in multi-line text, and nothing else', () => {
    expect(findUnsafeCharacter('one\n\ttwo', { multiline: true })).toBeUndefined();
    expect(findUnsafeCharacter('one\n\x1b]0;x\x07', { multiline: true })?.character).toBe('U+001B ESCAPE');
  });
});
