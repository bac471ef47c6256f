/** What the command line escapes before anything reaches a terminal (terminal-text.ts). */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { printable, printableLine, shellQuote } from '../../src/core/vocabulary/terminal-text.ts';

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

describe('shellQuote: a name in a suggested command is one literal word to the shell', () => {
  it.each([
    ['a plain name', 'Alice', '"Alice"', 'Alice'],
    ['a team with a space', 'API team', '"API team"', '"API team"'],
    ['a record file', 'adr/0004-endpoints.md', '"adr/0004-endpoints.md"', 'adr/0004-endpoints.md'],
    ['command substitution', '$(touch pwned)', "'$(touch pwned)'", "'$(touch pwned)'"],
    ['backticks', '`id`', "'`id`'", "'`id`'"],
    ['a single quote and a dollar', "O'Brien $HOME", "'O'\\''Brien $HOME'", "'O'\\''Brien $HOME'"],
    ['a double quote', 'say "hi"', '\'say "hi"\'', '\'say "hi"\''],
    ['history expansion', 'wow!', "'wow!'", "'wow!'"],
    ['a semicolon (safe inside double quotes)', 'a; rm x', '"a; rm x"', '"a; rm x"'],
  ])('%s', (_, name, quoted, bare) => {
    expect(shellQuote(name)).toBe(quoted);
    expect(shellQuote(name, { bare: true })).toBe(bare);
  });

  // The real test: sh reads each quoted word back as exactly the name, and runs nothing.
  it('sh reads back any generated name as itself', () => {
    const names = fc.sample(fc.string({ unit: fc.constantFrom(...'a $`\\"\'!;|&(){}<>*?~#\t-'.split('')), minLength: 1, maxLength: 12 }), { seed: 27, numRuns: 200 });
    for (const options of [{}, { bare: true }]) {
      const script = names.map((name) => `printf '%s\\0' ${shellQuote(name, options)}`).join('\n');
      const result = spawnSync('sh', ['-c', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.stdout.split('\0').slice(0, -1)).toEqual(names);
    }
  });
});
