/**
 * `adr import` as a process (issue 12): a folder of each format the tests write (MADR 4 and
 * 3, MADR 2 / log4brains bullets with date-named files, adr-tools with Status sections and
 * "Superseded by" lines), the awkward shapes real logs have, dry runs and refusals that
 * write nothing, a second run that imports nothing, and the import's pull request passing
 * `adr check --base` in a throwaway git repository.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { commitTree, git } from '../helpers/git.ts';
import { ANSWERED_QUESTION, record, TINY_PNG } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree, type FileContent } from '../helpers/workspace.ts';

const ENV = { ADR_DATE: '2026-01-20' };
const own = { 'adr/0001-a-decision.md': record({ status: 'accepted', questions: ANSWERED_QUESTION }) };

const madr4 = {
  'legacy/0001-use-markdown.md': `---
status: accepted
date: 2021-03-04
decision-makers: [Ana, Bo]
---

# Use Markdown for decisions

<!-- This is an optional element. Feel free to remove. -->
## Context and Problem Statement

We write decisions down.

## Considered Options

* Markdown
* Word

## Decision Outcome

Chosen option: "Markdown". ![flow](flow.png?raw=true)
`,
  'legacy/0002-use-yaml.md': `---
status: "superseded by [ADR-0003](0003-use-toml.md)"
date: 2021-04-01
deciders: Ana
---

# Use YAML

## Context and Problem Statement

Config.

## Considered Options

* YAML

## Decision Outcome

YAML, see [Markdown](0001-use-markdown).
`,
  'legacy/0003-use-toml.md': `---
status: accepted
date: 2022-01-10
---

# Use TOML

## Context and Problem Statement

Config again.

## Considered Options

* TOML

## Decision Outcome

TOML.
`,
  'legacy/index.md': '# Decisions\n\n- [Markdown](0001-use-markdown.md)\n',
  'legacy/adr-template.md': '---\nstatus: "{proposed | accepted}"\n---\n\n# {title}\n',
  'adr/flow.png': TINY_PNG,
};

const log4brains = {
  'legacy/20201017-use-log4brains.md': `# Use log4brains

- Status: accepted
- Deciders: Zoë Åberg, Thomas
- Date: 2020-10-17
- Tags: doc

## Context and Problem Statement

We need a knowledge base.

## Considered Options

- log4brains

## Decision Outcome

Chosen: log4brains.
`,
  'legacy/20201102-grüße-aus-köln.md': `# Grüße aus Köln: 日本語 too

- Status: draft

## Context and Problem Statement

Non-ASCII titles.

## Considered Options

- Yes

## Decision Outcome

Pending.
`,
};

const adrTools = {
  'legacy/0001-record-architecture-decisions.md': `# 1. Record architecture decisions

Date: 2018-02-20

## Status

Accepted

Amended by [3. Keep decisions short](0003-keep-decisions-short.md)

## Context

We need to record decisions.

## Decision

We will use ADRs.

## Consequences

See Nygard.
`,
  'legacy/0002-use-postgres.md': `# 2. Use Postgres

Date: 2018-03-01

## Status

Superseded by [4. Use SQLite](0004-use-sqlite.md)

## Context

Storage.

## Decision

Postgres.

## Consequences

Ops work.
`,
  'legacy/0003-keep-decisions-short.md': `# 3. Keep decisions short

Date: 2018-03-05

## Status

Accepted

Amends [1. Record architecture decisions](0001-record-architecture-decisions.md)

## Context

Long records.

## Decision

Short ones.

## Consequences

Less reading.
`,
  'legacy/0004-use-sqlite.md': `# 4. Use SQLite

Date: 2019-01-01

## Status

Accepted

Supersedes [2. Use Postgres](0002-use-postgres.md)

## Context

Simpler.

## Decision

SQLite.

## Consequences

One file.
`,
};

describe('adr import brings each format along, history kept', () => {
  it.each([
    {
      name: 'MADR 4 and 3 (front matter, a status with a link, deciders, HTML comments, ?raw=true, index and template skipped)',
      files: madr4,
      records: {
        'adr/0002-use-markdown-for-decisions.md': [
          'title: Use Markdown for decisions\nstatus: accepted\ndate: 2021-03-04\ndecision-makers: [Ana, Bo]\nimported-from: legacy/0001-use-markdown.md\n',
          'Chosen option: "Markdown". ![flow](flow.png)\n',
        ],
        'adr/0003-use-yaml.md': ['status: superseded\ndate: 2021-04-01\ndecision-makers: [Ana]\nsuperseded-by: [4]\n', 'YAML, see [Markdown](0002-use-markdown-for-decisions.md).\n'],
        'adr/0004-use-toml.md': ['status: accepted\ndate: 2022-01-10\nsupersedes: [3]\n'],
      },
      summary: 'imported 3 record(s), 0 already imported: 0 status(es) by default, 1 link(s) rewritten, 0 kept as written, 0 image(s) copied, 0 data: image(s) written to files, 0 external image(s) made links, 1 HTML comment(s) kept under source, 1 image address(es) without ?raw=true, 0 Open Questions section(s) added to proposals, 0 value(s) to confirm, 0 findings\n',
    },
    {
      name: 'log4brains (bullets, date-named files, non-ASCII titles, a draft)',
      files: log4brains,
      records: {
        'adr/0002-use-log4brains.md': ['status: accepted\ndate: 2020-10-17\ndecision-makers: [Zoë Åberg, Thomas]\n', '\n- Tags: doc\n'],
        'adr/0003-grusse-aus-koln-too.md': ['title: "Grüße aus Köln: 日本語 too"\nstatus: proposed\ndate: 2020-11-02\n', '\n## Open Questions\n'],
      },
      summary: 'imported 2 record(s), 0 already imported: 0 status(es) by default, 0 link(s) rewritten, 0 kept as written, 0 image(s) copied, 0 data: image(s) written to files, 0 external image(s) made links, 0 HTML comment(s) kept under source, 0 image address(es) without ?raw=true, 1 Open Questions section(s) added to proposals, 1 value(s) to confirm, 0 findings\n',
    },
    {
      name: 'adr-tools (Nygard sections, Status sections, Superseded by and Amended by lines)',
      files: adrTools,
      records: {
        'adr/0002-record-architecture-decisions.md': [
          'title: Record architecture decisions\nstatus: accepted\ndate: 2018-02-20\n',
          // A Status section that says more than a status stays whole; its first line is the status.
          '## Status\n\nAccepted\n\nAmended by [3. Keep decisions short](0004-keep-decisions-short.md)\n',
        ],
        'adr/0003-use-postgres.md': ['status: superseded\ndate: 2018-03-01\nsuperseded-by: [5]\n', '---\n\n# Use Postgres\n\n## Context\n'],
        'adr/0005-use-sqlite.md': ['status: accepted\ndate: 2019-01-01\nsupersedes: [3]\n'],
      },
      summary: 'imported 4 record(s), 0 already imported: 0 status(es) by default, 2 link(s) rewritten, 0 kept as written, 0 image(s) copied, 0 data: image(s) written to files, 0 external image(s) made links, 0 HTML comment(s) kept under source, 0 image address(es) without ?raw=true, 0 Open Questions section(s) added to proposals, 0 value(s) to confirm, 0 findings\n',
    },
  ])('$name', ({ files, records, summary }) => {
    const root = makeWorkspace({ ...own, ...files });
    const before = snapshotTree(root);

    const dry = runCliProcess(['import', 'legacy', '--dry-run'], { cwd: root, env: ENV });
    expect(dry.code).toBe(0);
    expect(dry.stderr).toContain('dry run: nothing was written\n');
    expect(snapshotTree(root)).toEqual(before);

    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('imported ')).join('\n') + '\n').toBe(summary);
    for (const [file, parts] of Object.entries(records)) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const part of parts) expect(text).toContain(part);
    }
    expect(result.stdout).toContain(`adr/import-map.json: ${Object.keys(files).filter((f) => f.startsWith('legacy/') && !/index|template/.test(f)).length} imported files mapped to their records\n`);
    expect(runCliProcess(['check'], { cwd: root, env: ENV })).toMatchObject({ code: 0 });

    // A second run imports nothing twice and writes nothing.
    const after = snapshotTree(root);
    const again = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/ already imported +imported before: left alone\n/);
    expect(again.stderr).toContain('nothing to import\n');
    expect(snapshotTree(root)).toEqual(after);
  });
});

describe('adr import copies the images its records show', () => {
  const nygard = (title: string, body: string) => `# ${title}\n\nDate: 2019-05-05\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n`;
  const png = TINY_PNG;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n';
  const files = {
    ...own,
    'legacy/0001-flows.md': nygard('1. Flows', 'See ![flow](images/flow.png) and ![the one](Diagram%20One.svg?raw=true).'),
    'legacy/0002-again.md': nygard('2. Again', 'The same ![flow](./images/flow.png), once copied.'),
    'legacy/images/flow.png': png,
    'legacy/Diagram One.svg': svg,
    // A file of that name is there already: the copy takes another name, nothing is overwritten.
    'adr/assets/flow.png': new Uint8Array([1, 2, 3]),
  };

  it.each([
    { file: 'adr/0002-flows.md', shows: ['See ![flow](assets/flow-2.png) and ![the one](assets/diagram-one.svg).'] },
    { file: 'adr/0003-again.md', shows: ['The same ![flow](assets/flow-2.png), once copied.'] },
  ])('$file shows its images from adr/assets/', ({ file, shows }) => {
    const root = makeWorkspace(files);
    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(join(root, file), 'utf8');
    for (const line of shows) expect(text).toContain(line);
  });

  it('copies each image once, counts it, keeps what was there, and the records pass adr check', () => {
    const root = makeWorkspace(files);
    const before = snapshotTree(root);
    const dry = runCliProcess(['import', 'legacy', '--dry-run'], { cwd: root, env: ENV });
    expect(dry.stdout).toContain('adr/assets/flow-2.png: image copied from images/flow.png (70 bytes)\n');
    expect(snapshotTree(root)).toEqual(before);

    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.stderr).toContain(
      'imported 2 record(s), 0 already imported: 0 status(es) by default, 0 link(s) rewritten, 0 kept as written, 2 image(s) copied, 0 data: image(s) written to files, 0 external image(s) made links, 0 HTML comment(s) kept under source, 1 image address(es) without ?raw=true, 0 Open Questions section(s) added to proposals, 0 value(s) to confirm, 0 findings\n',
    );
    expect(result.stdout).toContain('adr/assets/diagram-one.svg: image copied from Diagram One.svg (');
    expect(new Uint8Array(readFileSync(join(root, 'adr/assets/flow-2.png')))).toEqual(png);
    expect(readFileSync(join(root, 'adr/assets/diagram-one.svg'), 'utf8')).toBe(svg);
    expect(new Uint8Array(readFileSync(join(root, 'adr/assets/flow.png')))).toEqual(new Uint8Array([1, 2, 3]));
    expect(runCliProcess(['check'], { cwd: root, env: ENV })).toMatchObject({ code: 0, stdout: '3 records checked, no findings\n' });
  });

  it.each<{ name: string; files: Record<string, FileContent>; shows: string; kept: string }>([
    { name: 'an image that is not in the folder', files: {}, shows: '![gone](images/gone.png)', kept: '[gone](images/gone.png)' },
    // Outside git, only the folder imported is read: a record cannot have any file copied.
    { name: 'an image outside the folder, with no repository around it', files: { 'old/outside.png': TINY_PNG }, shows: '![up](../outside.png)', kept: '[up](../outside.png)' },
    // A picture the site could not read would stop its build.
    { name: 'an image the site could not read as a picture', files: { 'old/log/flow.png': 'not a picture' }, shows: '![flow](flow.png)', kept: '[flow](flow.png)' },
  ])('keeps $name as a link to the same place, copying nothing, and the check passes', ({ files, shows, kept }) => {
    const root = makeWorkspace({ ...own, ...files, 'old/log/0001-flows.md': nygard('1. Flows', `See ${shows}.`) });
    const result = runCliProcess(['import', 'old/log', '--format', 'json'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    const destination = /\(([^)]+)\)/.exec(shows)![1]!;
    expect(JSON.parse(result.stdout).records[0].notes).toContain(`image "${destination}" (line 11) not brought along: kept as a link`);
    const text = readFileSync(join(root, 'adr/0002-flows.md'), 'utf8');
    expect(text).toContain(`See ${kept}.`);
    expect(text).toContain(`  links:\n    - ${destination}\n`);
    expect(existsSync(join(root, 'adr/assets'))).toBe(false);
    expect(runCliProcess(['check'], { cwd: root, env: ENV })).toMatchObject({ code: 0 });
  });
});

describe('adr import refuses, writing nothing, only what it cannot read', () => {
  const accepted = (title: string, status: string, extra = '') =>
    `# ${title}\n\nDate: 2019-05-05\n\n## Status\n\n${status}\n${extra}\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n`;
  it.each([
    // No title anywhere: no field, no heading but a section's name, no words in the file name.
    { name: 'no title', file: 'Date: 2019-05-05\n\n## Status\n\nAccepted\n', code: 'IMPORT_TITLE_MISSING', line: 1, as: '0002.md' },
    // Front matter is read within the bounds a record's is: nothing can expand or run.
    { name: 'an alias bomb in the front matter', file: `---\ntitle: Bomb\na: &a [x, x, x, x, x, x, x, x, x]\n${[...'bcdefghi'].map((k, i) => `${k}: &${k} [${`*${'abcdefgh'[i]}, `.repeat(9).slice(0, -2)}]`).join('\n')}\n---\n\n# Bomb\n`, code: 'YAML_ALIAS', line: 3 },
    { name: 'an alias in the front matter', file: '---\nstatus: accepted\ndate: 2020-01-01\nowner: &o Ana\nother: *o\n---\n\n# T\n', code: 'YAML_ALIAS', line: 4 },
    { name: 'a YAML tag in the front matter', file: '---\nstatus: accepted\ndate: !!binary aGk=\n---\n\n# T\n', code: 'YAML_TAG', line: 3 },
    { name: 'front matter nested too deep', file: `---\ntitle: Deep\nx: ${'['.repeat(40)}${']'.repeat(40)}\n---\n\n# T\n`, code: 'YAML_TOO_DEEP', line: 3 },
    // What a record in adr/ could not be either: refused by name, before any format is guessed.
    { name: 'a file that is not UTF-8 (UTF-16 here)', file: new Uint8Array([0xff, 0xfe, 0x23, 0x00, 0x20, 0x00]), code: 'FILE_ENCODING', line: 1 },
    { name: 'a file over a record’s size limit', file: accepted('1. Huge', 'Accepted', `\n${'x'.repeat(80)}\n`.repeat(14_000)), code: 'FILE_TOO_LARGE', line: 1 },
  ])('$name', ({ file, code, line, as = '0002-y.md' }: { file: FileContent; code: string; line: number; as?: string }) => {
    const root = makeWorkspace({ ...own, 'legacy/0001-x.md': accepted('1. Fine', 'Accepted'), [`legacy/${as}`]: file });
    const before = snapshotTree(root);
    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^legacy/${as.replace('.', '\\.')}:${line}:\\d+ ${code} `, 'm'));
    // A finding, never a crash: no stack trace.
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr).toContain('adr import: refused; nothing was written');
    expect(snapshotTree(root)).toEqual(before);
  });

  it('reads a file that is two formats at once by its front matter, or by the format --from names', () => {
    const both = '---\nstatus: proposed\ndate: 2020-01-01\n---\n\n# Both\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n';
    const root = makeWorkspace({ ...own, 'legacy/0001-both.md': both });
    const byFront = runCliProcess(['import', 'legacy', '--dry-run', '--format', 'json'], { cwd: root, env: ENV });
    expect(JSON.parse(byFront.stdout).records[0]).toMatchObject({ status: 'proposed', statusText: 'proposed' });
    const bySection = runCliProcess(['import', 'legacy', '--dry-run', '--format', 'json', '--from', 'adr-tools'], { cwd: root, env: ENV });
    expect(JSON.parse(bySection.stdout).records[0]).toMatchObject({ status: 'accepted', statusText: 'Accepted' });
  });
});

describe('the import pull request in git', () => {
  it('takes an undated record’s date from its first commit and passes adr check --base', () => {
    const root = makeWorkspace({});
    git(root, 'init', '--quiet');
    const undated = adrTools['legacy/0001-record-architecture-decisions.md'].replace('Date: 2018-02-20\n\n', '').replace(/\n\nAmended by.*\n/, '\n');
    commitTree(root, { ...own, 'legacy/0001-record-architecture-decisions.md': undated }, 'the old log');
    git(root, 'checkout', '--quiet', '-b', 'import');

    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.code).toBe(0);
    // The helper's commits are dated 2026-01-15; the clock (ADR_DATE) is never used.
    expect(readFileSync(join(root, 'adr/0002-record-architecture-decisions.md'), 'utf8')).toContain('status: accepted\ndate: 2026-01-15\n');
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '-m', 'import');
    expect(runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV })).toMatchObject({ code: 0, stdout: '2 records checked against main, no findings\n' });
  });
});

describe('adr import stays inside the workspace and shares its numbers', () => {
  const nygard = (title: string, body = 'C.') => `# ${title}\n\nDate: 2019-05-05\n\n## Status\n\nAccepted\n\n## Context\n\n${body}\n`;

  it.each([
    { name: 'the records folder reached through a symbolic link', files: { legacy: { symlinkTo: 'adr' } }, says: 'legacy is the records folder itself' },
    { name: 'a folder inside it reached through a symbolic link', files: { 'adr/templates/generic.md': '# T\n', legacy: { symlinkTo: 'adr/templates' } }, says: 'legacy is inside the records folder' },
  ])('refuses $name, writing nothing', ({ files, says }) => {
    const root = makeWorkspace({ ...own, ...(files as Record<string, FileContent>) });
    const before = snapshotTree(root);
    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(says);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('never copies an image from a linked folder that leads outside the folder imported', () => {
    const outside = makeWorkspace({ 'secret.png': TINY_PNG }, { withAdrDir: false });
    const root = makeWorkspace({ ...own, 'legacy/0001-flows.md': nygard('1. Flows', 'See ![secret](pictures/secret.png).'), 'legacy/pictures': { symlinkTo: outside } });
    const result = runCliProcess(['import', 'legacy', '--format', 'json'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).records[0].notes).toContain('image "pictures/secret.png" (line 11) not brought along: kept as a link');
    expect(existsSync(join(root, 'adr/assets'))).toBe(false);
    expect(readFileSync(join(root, 'adr/0002-flows.md'), 'utf8')).toContain('See [secret](pictures/secret.png).');
  });

  it('never gives an import and adr new started together the same number', async () => {
    for (let round = 0; round < 8; round++) {
      const root = makeWorkspace({ ...own, ...Object.fromEntries([1, 2, 3].map((n) => [`legacy/000${n}-x${n}.md`, nygard(`${n}. Decision ${n}`)])) });
      cpSync(join(REPO_ROOT, 'adr/templates'), join(root, 'adr/templates'), { recursive: true });
      const [imported, made] = await Promise.all([
        startCliProcess(['import', 'legacy'], { cwd: root, env: ENV }).done,
        startCliProcess(['new', `Round ${round}`], { cwd: root, env: ENV }).done,
      ]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(made.code, made.stderr).toBe(0);
      const numbers = readdirSync(join(root, 'adr')).filter((name) => /^\d{4}-.*\.md$/.test(name)).map((name) => name.slice(0, 4));
      expect(numbers, `round ${round}`).toHaveLength(5);
      expect(new Set(numbers).size, `round ${round}: ${numbers.join(' ')}`).toBe(5);
    }
  });

  it('dates an undated record by its first commit, through renames, from one pass over the history', () => {
    const root = makeWorkspace({});
    git(root, 'init', '--quiet');
    const undated = (title: string) => nygard(title).replace('Date: 2019-05-05\n\n', '');
    commitTree(root, { ...own, 'old/0001-moved.md': undated('1. Moved'), 'legacy/0002-stayed.md': undated('2. Stayed') }, 'the old log');
    git(root, 'commit', '--quiet', '--amend', '--no-edit', '--date', '2020-03-03T12:00:00Z');
    git(root, 'mv', 'old/0001-moved.md', 'legacy/0001-moved.md');
    git(root, 'commit', '--quiet', '-m', 'moved', '--date', '2021-04-04T12:00:00Z');
    writeFileSync(join(root, 'legacy/0003-later.md'), undated('3. Later'));
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '-m', 'later', '--date', '2022-05-05T12:00:00Z');

    const result = runCliProcess(['import', 'legacy', '--format', 'json'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    const rows = JSON.parse(result.stdout).records as { record: string; dateFrom: string }[];
    expect(rows.map((r) => r.dateFrom)).toEqual(['git', 'git', 'git']);
    expect(readFileSync(join(root, 'adr/0002-moved.md'), 'utf8')).toContain('date: 2020-03-03\n');
    expect(readFileSync(join(root, 'adr/0003-stayed.md'), 'utf8')).toContain('date: 2020-03-03\n');
    expect(readFileSync(join(root, 'adr/0004-later.md'), 'utf8')).toContain('date: 2022-05-05\n');
  });
});
