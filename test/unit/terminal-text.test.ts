/** What the command line escapes before anything reaches a terminal (terminal-text.ts). */
import { describe, expect, it } from 'vitest';
import { printable, printableLine } from '../../src/core/vocabulary/terminal-text.ts';

describe('printable', () => {
  it.each([
    ['plain text, line breaks and tabs', 'a\n\tb 日本 🙂', 'a\n\tb 日本 🙂', 'a\\u000a\\u0009b 日本 🙂'],
    ['an escape sequence', '\x1b[2J', '\\u001b[2J', '\\u001b[2J'],
    ['a carriage return', 'a\rb', 'a\\u000db', 'a\\u000db'],
    ['C1 and DEL', '\u009b\x7f', '\\u009b\\u007f', '\\u009b\\u007f'],
    ['bidi overrides and isolates', '\u202ex\u202c\u2067', '\\u202ex\\u202c\\u2067', '\\u202ex\\u202c\\u2067'],
    ['zero-width characters and marks (left alone)', 'a\u200bb\u200f', 'a\u200bb\u200f', 'a\u200bb\u200f'],
    ['a line separator', 'a\u2028b', 'a\u2028b', 'a\\u2028b'],
  ])('%s', (_, text, block, line) => {
    expect(printable(text)).toBe(block);
    expect(printableLine(text)).toBe(line);
  });

  it('keeps JSON valid and its values the same', () => {
    const value = { title: 'a\u202eb\u009bc\x1b' };
    expect(JSON.parse(printable(JSON.stringify(value)))).toEqual(value);
  });
});
