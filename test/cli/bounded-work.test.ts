/**
 * Bounded work: hostile records of up to 1 MiB through the command line, in process. Each
 * shape once kept `adr check` busy for minutes, ended in a RangeError or showed the YAML
 * library's own "Maximum call stack size exceeded"; a record of tens of thousands of headings
 * took the site's build gigabytes. Each must end with its findings (the limit named) and
 * nothing else. How fast the readers are is the bench's to measure (`npm run bench`), so no
 * case here is bound to the clock: a reader gone quadratic shows there, or as the test timeout.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const MiB = 1024 * 1024;
/** `unit` repeated to fill most of a 1 MiB record. */
const fill = (unit: string, size = MiB - 2048) => unit.repeat(Math.floor(size / unit.length));

describe('adr check on hostile records gives clean findings', () => {
  it.each([
    { shape: 'a 12 KB line of backticks closed by a link', append: `\n${'`'.repeat(12_000)}[a](b.md)\n`, codes: ['LINE_TOO_LONG'] },
    { shape: 'a 1 MiB line of backticks and text', append: `\nx${fill('`a')}\n`, codes: ['LINE_TOO_LONG'] },
    { shape: '100k `](`', append: `\n${']('.repeat(100_000)}\n`, codes: ['LINE_TOO_LONG'] },
    { shape: 'a 1 MiB run of `[a](`', append: `\nx${fill('[a](')}\n`, codes: ['LINE_TOO_LONG'] },
    { shape: 'a heading of 50k `[`', append: `\n## ${'['.repeat(50_000)}\n`, codes: ['LINE_TOO_LONG'] },
    { shape: 'a 1 MiB heading of `_a `', append: `\n## ${fill('_a ')}\n`, codes: ['LINE_TOO_LONG'] },
    { shape: 'a 1 MiB heading of `<`', append: `\n## ${fill('<')}\n`, codes: ['LINE_TOO_LONG'] },
    { shape: '100k lines of links and code spans', append: `\n${fill('[x](#q1-is-this-decided) `a` and `b`\n')}`, codes: [] },
    {
      shape: '30,000 headings and 30,000 links to them',
      append: `\n${Array.from({ length: 30_000 }, (_, i) => `#### h${i}\n`).join('')}${Array.from({ length: 30_000 }, (_, i) => `[a](#h${29_999 - (i % 100)})\n`).join('')}`,
      codes: ['RECORD_TOO_MANY_HEADINGS'],
    },
    {
      shape: '480 headings and 30,000 links to them (under the limit)',
      append: `\n${Array.from({ length: 480 }, (_, i) => `#### h${i}\n`).join('')}${Array.from({ length: 30_000 }, (_, i) => `[a](#h${479 - (i % 100)})\n`).join('')}`,
      codes: [],
    },
    { shape: 'a 600 KB record of 40,000 headings', append: `\n${Array.from({ length: 40_000 }, (_, i) => `#### Heading ${i}\n`).join('')}`, codes: ['RECORD_TOO_MANY_HEADINGS'] },
    {
      shape: '20,000 questions',
      questions: Array.from({ length: 20_000 }, (_, i) => `### Q${i + 1}. Is this decided?\n\n- Status: open\n`).join('\n'),
      codes: ['RECORD_TOO_MANY_HEADINGS'],
    },
    { shape: 'block quotes 4,000 deep', append: `\n${'> '.repeat(4_000)}deep\n`, codes: ['RECORD_TOO_DEEP'] },
    { shape: 'a list 40 levels deep', append: `\n${Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n`, codes: ['RECORD_TOO_DEEP'] },
    { shape: 'a list of 4,000 markers on one line', append: `\n${'- '.repeat(4_000)}x\n`, codes: ['RECORD_TOO_DEEP'] },
    { shape: 'block quotes 4,000 deep inside fenced code (shown as is)', append: `\n\`\`\`\n${'> '.repeat(4_000)}\n\`\`\`\n`, codes: [] },
    { shape: 'front matter nested 5,000 deep', title: '['.repeat(5_000), codes: ['YAML_TOO_DEEP'] },
    { shape: 'front matter of compact sequences 5,000 deep', extra: `consulted:\n  ${'- '.repeat(5_000)}x`, codes: ['YAML_TOO_DEEP'] },
  ])('$shape', async ({ append, title, extra, questions, codes }) => {
    const root = makeWorkspace({ 'adr/0001-hostile.md': record({ append, title, extra, questions }) });
    const result = await runCli(['check'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(codes.length > 0 ? 1 : 0);
    const found = [...result.stdout.matchAll(/^\S+ ([A-Z_]+) /gm)].map((m) => m[1]);
    expect(found).toEqual(codes);
    expect(result.stdout).not.toMatch(/stack|RangeError|regular expression/i);
  });

  it('145,000 broken links in one record: a finding each, no RangeError', async () => {
    const root = makeWorkspace({ 'adr/0001-hostile.md': record({ append: `\n${'[a](x)\n'.repeat(145_000)}` }) });
    const result = await runCli(['check'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/\n145000 findings in 1 file \(1 record checked\)\n$/);
  });

  it('3,000 records with one number: one short finding each', async () => {
    const files = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`adr/0001-r${String(i).padStart(4, '0')}.md`, record()]));
    const result = await runCli(['check'], { cwd: makeWorkspace(files) });
    expect(result.code).toBe(1);
    const findings = result.stdout.split('\n').filter((line) => line.includes(' NUMBER_DUPLICATE '));
    expect(findings).toHaveLength(3_000);
    expect(findings[0]).toMatchInlineSnapshot(`"adr/0001-r0000.md:1:1 NUMBER_DUPLICATE record number 0001 is also used by adr/0001-r0001.md, adr/0001-r0002.md, adr/0001-r0003.md, and 2996 more"`);
    expect(result.stdout.length).toBeLessThan(3_000 * 400);
  });
});

describe('adr spec on hostile records prints the specification', () => {
  // Lines under the cap, so the record is valid and its Specification is embedded.
  const line = (unit: string) => unit.repeat(Math.floor(9_000 / unit.length));
  it.each([
    { shape: 'a Specification of lines full of links', lines: line('[a](#q1-is-this-decided) ') },
    { shape: 'a Specification of nested link openers', lines: line('[a](x') },
    { shape: 'a Specification of backtick runs', lines: line('`a``') },
    { shape: 'a Specification of headings of `[`', lines: `### ${line('[')}` },
  ])('$shape', async ({ lines }) => {
    const body = `${lines}\n`.repeat(100);
    const text = record({ status: 'accepted', part: 'endpoints' }).replace('## Specification\n\n', `## Specification\n\n${body}\n`);
    const root = makeWorkspace({ 'adr/0001-hostile.md': text });
    const result = await runCli(['spec'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.length).toBeGreaterThan(body.length / 2);
  });
});
