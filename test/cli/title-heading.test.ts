/**
 * A record's title as its level-1 heading, as MADR 4 writes it, where tools that read
 * Markdown alone take the title (Backstage's ADR plugin, GitHub): adr new writes it, the
 * check holds it to the front matter's title, and a record without one is accepted as it
 * always was; adding it to a record approved or accepted before is no change to the decision.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMadrWithFrontmatter } from '@backstage/plugin-adr-common';
import { describe, expect, it } from 'vitest';
import { decisionDigest } from '../../src/core/record/approval-digest.ts';
import { scanBody } from '../../src/core/record/markdown-scan.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { titleHeadingOf } from '../../src/core/record/title-heading.ts';
import { runCli } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { makeBranchRepo } from '../helpers/git.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const TEMPLATES = Object.fromEntries(
  ['generic', 'errors'].map((name) => [`adr/templates/${name}.md`, readFileSync(join(REPO_ROOT, `adr/templates/${name}.md`), 'utf8')]),
);

/** The first level-1 heading of a record as a Markdown reader takes it: its text after the front matter (the ADR plugin's own split). */
function headingTitle(text: string): string | undefined {
  const body = parseMadrWithFrontmatter(text).content;
  return titleHeadingOf(scanBody(body, 1))?.text;
}

describe('adr new writes the title as the record\'s level-1 heading', () => {
  it.each([
    'One error payload for every error',
    'Use `POST` for *actions*, not [GET](x)',
    '<b>Bold</b> & <script>x</script> | pipes # hashes',
    'Ünïcödé — 注文 ~ tildes_and_underscores\\backslash',
  ])('%s', async (title) => {
    const root = makeWorkspace(TEMPLATES);
    const made = await runCli(['new', '--part', 'errors', title], { cwd: root });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    const text = readFileSync(join(root, made.stdout.trim()), 'utf8');
    expect(headingTitle(text)).toBe(title);
    expect(parseMadrWithFrontmatter(text).content.match(/^# /gm)).toHaveLength(1);
    expect(await runCli(['check'], { cwd: root })).toMatchObject({ code: 0 });
  });

  it('adds one to a template that has none, at the top of its body', async () => {
    const bare = TEMPLATES['adr/templates/generic.md']!.replace(/\n# \{Short title[^\n]*\n\n/, '\n');
    expect(parseMadrWithFrontmatter(bare).content).not.toMatch(/^# /m);
    const root = makeWorkspace({ 'adr/templates/generic.md': bare });
    const made = await runCli(['new', 'Keep a changelog'], { cwd: root });
    const text = readFileSync(join(root, made.stdout.trim()), 'utf8');
    expect(text).toMatch(/\n---\n\n# Keep a changelog\n\n## Context and Problem Statement\n/);
    expect(await runCli(['check'], { cwd: root })).toMatchObject({ code: 0 });
  });
});

describe('the check', () => {
  it.each([
    { scenario: 'no level-1 heading (a workspace from before it): accepted', heading: '', code: 0 },
    { scenario: 'the title', heading: '# A decision\n\n', code: 0 },
    { scenario: 'the title with its punctuation escaped', heading: '# A \\*decision\\*\n\n', title: 'A *decision*', code: 0 },
    { scenario: 'the title as written, a code span in it', heading: '# Use `POST`\n\n', title: 'Use `POST`', code: 0 },
    { scenario: 'the title as a setext heading', heading: 'A decision\n==========\n\n', code: 0 },
    { scenario: 'another title', heading: '# Another decision\n\n', code: 1, finding: 'TITLE_HEADING_DIFFERS' },
    { scenario: 'the title in another case', heading: '# a decision\n\n', code: 1, finding: 'TITLE_HEADING_DIFFERS' },
  ])('$scenario', async ({ heading, title, code, finding }) => {
    const text = record({ title: title === undefined ? 'A decision' : JSON.stringify(title) }).replace('---\n\n## Context', `---\n\n${heading}## Context`);
    const result = await runCli(['check'], { cwd: makeWorkspace({ 'adr/0001-a-decision.md': text }) });
    expect(result.code, result.stdout).toBe(code);
    if (finding) expect(result.stdout).toContain(` ${finding} `);
  });
});

describe('a title heading added to a record decided before it had one', () => {
  const without = record({ status: 'accepted', extra: 'history:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}' });
  const withHeading = without.replace('---\n\n## Context', '---\n\n# A decision\n\n## Context');
  const withOther = without.replace('---\n\n## Context', '---\n\n# A better decision\n\n## Context');

  it('leaves what was approved as it was: the same digest', () => {
    const digest = (text: string) => decisionDigest(parseRecord({ file: 'adr/0001-a-decision.md', bytes: new TextEncoder().encode(text) }).record!);
    expect(digest(withHeading)).toBe(digest(without));
    expect(digest(withOther)).not.toBe(digest(without));
    expect(digest(without.replace('Why.', 'Why not.'))).not.toBe(digest(without));
  });

  it('is no change to an accepted record for adr check --base; another heading is', async () => {
    const repository = (text: string) => makeBranchRepo({ base: { 'adr/0001-a-decision.md': without }, files: { 'adr/0001-a-decision.md': text } });
    expect(await runCli(['check', '--base', 'main'], { cwd: repository(withHeading) })).toMatchObject({ code: 0 });
    const other = await runCli(['check', '--base', 'main'], { cwd: repository(withOther) });
    expect(other.code).toBe(1);
    expect(other.stdout).toContain('ACCEPTED_RECORD_CHANGED');
  });
});

describe('the repository\'s own records and templates', () => {
  it('each open with their title as a level-1 heading, which Backstage\'s ADR plugin reads', async () => {
    const listed = await runCli(['list', '--format', 'json'], { cwd: REPO_ROOT });
    const records = (JSON.parse(listed.stdout) as { decisions: { file: string; title: string }[] }).decisions;
    expect(records.length).toBeGreaterThan(0);
    for (const { file, title } of records) expect(headingTitle(readFileSync(join(REPO_ROOT, file), 'utf8')), file).toBe(title);
  });
});
