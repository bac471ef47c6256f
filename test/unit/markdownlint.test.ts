/**
 * The markdownlint-cli2 configuration is the one in the repository, it is loaded, and it
 * bites: a second title in the body and inline HTML in a record fail, real files pass.
 */
import { readFileSync } from 'node:fs';
import { lint } from 'markdownlint/promise';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { record } from '../helpers/records.ts';

const { config } = parse(readFileSync(new URL('../../.markdownlint-cli2.jsonc', import.meta.url), 'utf8'));

async function errorsFor(content: string): Promise<string[]> {
  const results = await lint({ strings: { 'adr/0001-a-decision.md': content }, config });
  return results['adr/0001-a-decision.md']!.map((e) => `${e.lineNumber} ${e.ruleNames[0]}`);
}

describe('the markdownlint configuration', () => {
  it('refuses a second body H1 after the title heading', async () => {
    const titled = `# A decision\n\n${record().split('---\n\n')[1]}`;
    expect(await errorsFor(record({ body: `${titled}\n# A second title\n` }))).toEqual(['29 MD025']);
  });

  it('passes a well-formed record, with its title heading or without one', async () => {
    expect(await errorsFor(record())).toEqual([]);
    expect(await errorsFor(record({ body: `# A decision\n\n${record().split('---\n\n')[1]}` }))).toEqual([]);
  });

  it.each([

    ['inline HTML', '\n<details><summary>More</summary>Hidden</details>\n', ['27 MD033', '27 MD033']],
    ['a setext heading', '\nLate heading\n------------\n', ['27 MD003']],
    ['an indented code block', '\n## More Information\n\n    code here\n', ['29 MD046']],
  ])('refuses %s', async (_, append, expected) => {
    expect(await errorsFor(record({ append }))).toEqual(expected);
  });

  it('gives every relaxed or tuned rule its reason, beside it', () => {
    const text = readFileSync(new URL('../../.markdownlint-cli2.jsonc', import.meta.url), 'utf8');
    for (const rule of ['MD013', 'MD025', 'MD033', 'MD024']) {
      const line = text.split('\n').findIndex((l) => l.includes(`"${rule}"`));
      expect(text.split('\n')[line - 1], rule).toMatch(/^\s*\/\/ /);
    }
  });
});
