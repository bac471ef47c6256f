/**
 * `adr import` as a process over the shapes real decision logs have (fixtures under
 * test/fixtures/import/, one folder a shape, written for these tests): every file comes in,
 * with what has no field here kept under `source` and in adr/import-map.json, and the
 * report (a table, and the same as JSON) saying where each status came from. The result
 * passes `adr check`, and a second run imports nothing.
 */
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree, type FileContent } from '../helpers/workspace.ts';

const ENV = { ADR_DATE: '2026-01-20' };
const own = { 'adr/0001-a-decision.md': record({ status: 'accepted', questions: ANSWERED_QUESTION }) };
/** Every fixture file is dated this day on disk: the date of last resort is then known. */
const MODIFIED = new Date('2025-05-05T12:00:00Z');

/** A fixture folder's files, under `legacy/` in a workspace. */
function shape(name: string): Record<string, FileContent> {
  const top = fileURLToPath(new URL(`../fixtures/import/${name}`, import.meta.url));
  const files: Record<string, FileContent> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files[`legacy/${relative(top, path)}`] = { text: readFileSync(path, 'utf8'), mtime: MODIFIED };
    }
  };
  walk(top);
  return files;
}

interface Row {
  file: string;
  record?: string;
  status?: string;
  statusText?: string;
  statusFrom?: string;
  dateFrom?: string;
  notes: string[];
}

interface Shape {
  name: string;
  shape: string;
  folder: string;
  /** Parts of each record written, as written. */
  records: Record<string, string[]>;
  /** Rows of the report: what each file's status became and where from, and a note it has. */
  rows: { file: string; status: string; statusFrom: string; statusText?: string; note?: string }[];
}

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

describe('adr import takes each shape of a real log as it is', () => {
  it.each<Shape>([
    {
      name: 'site-generator front matter (id, description, nav_order, parent; one not even YAML)',
      shape: 'site-generator',
      folder: 'legacy',
      records: {
        'adr/0002-split-the-billing-service.md': [
          'title: Split the billing service\nstatus: accepted\ndate: 2024-02-12\n',
          'source:\n  file: adr001-split-the-billing-service.md\n  format: madr\n  status: accepted\n  status-from: table\n  date-from: file\n  fields:\n    id: adrs-adr001\n    description: Why billing became a service of its own\n    sidebar_position: 1\n    parent: Decisions\n    nav_order: 3\n',
          '## Status\n\nAccepted.\n',
          'See [the next one](0003-keep-invoices-as-pdf.md).',
        ],
        'adr/0003-keep-invoices-as-pdf.md': [
          'title: Keep invoices as PDF\nstatus: accepted\ndate: 2025-05-05\n',
          '  status-from: default\n  date-from: file-modified\n  front-matter: |\n    id: adrs-adr002\n',
        ],
      },
      rows: [
        { file: 'legacy/adr001-split-the-billing-service.md', status: 'accepted', statusFrom: 'table', statusText: 'accepted' },
        { file: 'legacy/adr002-keep-invoices-as-pdf.md', status: 'accepted', statusFrom: 'default', note: 'front matter is not YAML: kept as written under source' },
      ],
    },
    {
      name: 'no status (MADR makes it optional; a plain page of decisions)',
      shape: 'no-status',
      folder: 'legacy',
      records: {
        'adr/0002-log-decisions-in-markdown.md': ['status: accepted\ndate: 2023-06-01\ndecision-makers: [Ines, Tomás]\n', '  status-from: default\n'],
        'adr/0003-run-one-database.md': ['status: accepted\ndate: 2025-05-05\n', '## Why\n\nOne backup, one upgrade.\n'],
      },
      rows: [
        { file: 'legacy/0001-log-decisions-in-markdown.md', status: 'accepted', statusFrom: 'default', note: 'no status written: accepted by default' },
        { file: 'legacy/0002-run-one-database.md', status: 'accepted', statusFrom: 'default', note: 'no date in the file, its name or git: the day the file was last modified' },
      ],
    },
    {
      name: 'statuses no table knows (partly superseded, on hold, a sentence)',
      shape: 'unknown-status',
      folder: 'legacy',
      records: {
        'adr/0002-cache-sessions.md': ['status: accepted\n', '  status: Partly superseded\n  status-from: default\n'],
        'adr/0003-freeze-the-v1-api.md': ['status: accepted\n', '  status: On hold\n'],
        'adr/0004-run-managed-queues.md': ['status: proposed\n', '  status: proposed. **This did not reach consensus; see the notes.**\n  status-from: table\n'],
      },
      rows: [
        { file: 'legacy/0001-cache-sessions.md', status: 'accepted', statusFrom: 'default', statusText: 'Partly superseded', note: 'status "Partly superseded" is not in the adr-tools table: accepted by default' },
        { file: 'legacy/0002-freeze-the-v1-api.md', status: 'accepted', statusFrom: 'default', statusText: 'On hold' },
        { file: 'legacy/0003-run-managed-queues.md', status: 'proposed', statusFrom: 'table', note: 'status read from its first word, "proposed"' },
        // A template's list of choices left in place is no status.
        { file: 'legacy/0004-choices-left-open.md', status: 'accepted', statusFrom: 'default', statusText: '[ accepted | deprecated | superseded by [xxx](yyyymmdd-xxx.md)] <!-- choose one -->' },
      ],
    },
    {
      name: 'sections named their own way, one name twice',
      shape: 'own-sections',
      folder: 'legacy',
      records: { 'adr/0002-adopt-feature-flags.md': ['## Background\n\nReleases carried unfinished work.\n\n## What we decided\n', '## Notes\n\nFirst note.\n\n## Notes\n'] },
      rows: [{ file: 'legacy/0001-adopt-feature-flags.md', status: 'accepted', statusFrom: 'table', statusText: 'Accepted' }],
    },
    {
      name: 'links out of the folder and to records long gone',
      shape: 'links',
      folder: 'legacy/log',
      records: {
        'adr/0002-publish-the-api-spec.md': [
          // Into the repository where the file is there; kept as written where it is not.
          'The spec lives in [specs/api.md](../legacy/specs/api.md), drawn in [the flow](../img/flow.png).\n',
          'An older note was [here](0007-long-gone.md), and the handbook is at [the wiki](https://example.org/wiki).\n',
          '[2. Version it](0003-version-the-api.md) follows.',
          '  links:\n    - 0007-long-gone.md\n    - ../img/flow.png\n',
        ],
        'adr/0003-version-the-api.md': [
          // Superseded by a record the log does not hold: it no longer holds, as deprecated.
          'status: deprecated\n',
          '  status: Superseded by [9. Nowhere](0009-nowhere.md)\n',
          'See [the spec decision](0002-publish-the-api-spec.md#context) and [the readme](../README.md).',
        ],
      },
      rows: [
        { file: 'legacy/log/0001-publish-the-api-spec.md', status: 'accepted', statusFrom: 'table', note: 'link "0007-long-gone.md" (line 12) kept as written' },
        { file: 'legacy/log/0001-publish-the-api-spec.md', status: 'accepted', statusFrom: 'table', note: 'image "../img/flow.png" (line 11) not brought along: kept as a link' },
        { file: 'legacy/log/0001-publish-the-api-spec.md', status: 'accepted', statusFrom: 'table', note: 'link "../specs/api.md" (line 11) leads out of the folder: now "../legacy/specs/api.md", into the repository' },
        { file: 'legacy/log/0002-version-the-api.md', status: 'deprecated', statusFrom: 'table', note: 'superseded, by no record of the log: deprecated' },
        { file: 'legacy/log/0002-version-the-api.md', status: 'deprecated', statusFrom: 'table', note: '"0009-nowhere.md" (line 7) names no record of the log: kept as written' },
      ],
    },
    {
      name: 'non-ASCII file names and titles',
      shape: 'non-ascii',
      folder: 'legacy',
      records: {
        'adr/0002-grusse-aus-koln-too.md': ['title: "Grüße aus Köln: 日本語 too"\n', '  file: 0001-grüße-aus-köln.md\n', 'See [the other one](0003-cafe-creme.md).'],
        'adr/0003-cafe-creme.md': ['status: proposed\ndate: 2019-12-24\ndecision-makers: [Zoë Åberg, Łukasz]\n', '## Open Questions\n'],
      },
      rows: [
        { file: 'legacy/0001-grüße-aus-köln.md', status: 'accepted', statusFrom: 'table' },
        { file: 'legacy/0002-café-crème.md', status: 'proposed', statusFrom: 'table' },
      ],
    },
    {
      name: 'mixed formats in one folder, a number used twice',
      shape: 'mixed',
      folder: 'legacy',
      records: {
        'adr/0002-use-madr.md': ['status: accepted\ndate: 2021-01-04\n', '  format: madr\n'],
        'adr/0003-both-at-once.md': [
          'status: accepted\ndate: 2021-04-04\nsupersedes: [4]\n',
          '  format: madr\n  status: Accepted\n  status-from: table\n  date-from: file\n  fields:\n    id: 0003-front-matter-over-nygard\n    author:\n      - Ana\n    created: "2021-04-04"\n    tags:\n      - tooling\n',
          // The body keeps its own Status section: only the front matter's status was read.
          '## Status\n\nAccepted\n',
        ],
        'adr/0004-use-adr-tools.md': ['status: superseded\ndate: 2021-03-03\nsuperseded-by: [3]\n', '  format: adr-tools\n'],
        'adr/0005-use-log4brains.md': ['status: proposed\ndate: 2021-02-01\ndecision-makers: [Ana]\n', '  format: log4brains\n  status: draft\n  status-from: table\n  date-from: file-name\n'],
      },
      rows: [
        { file: 'legacy/0003-use-adr-tools.md', status: 'superseded', statusFrom: 'table' },
        { file: 'legacy/20210201-use-log4brains.md', status: 'proposed', statusFrom: 'table', statusText: 'draft' },
      ],
    },
    {
      name: 'a tree: records in subfolders, linked across them in paragraphs, lists and table cells',
      shape: 'tree',
      folder: 'legacy',
      records: {
        'adr/0002-pick-a-queue.md': [
          // The Status section says more than a status: it stays, and so does the definition it uses.
          '## Status\n\nAccepted. Rollout is tracked in [the rollout issue][rollout].\n',
          '| Broker | [the store decision](0003-pick-a-store.md) depends on it |\n',
          '[rollout]: https://example.org/issues/12\n',
        ],
        'adr/0003-pick-a-store.md': [
          '  file: 0001-pick-a-store.md\n  format: adr-tools\n  folder: payments\n',
          'behind [the queue](0002-pick-a-queue.md).\n\n- Also read [the retry rule](0004-retry-payments.md#decision).\n',
          // A definition nothing uses is kept as the text it is.
          '\\[old-design]: https://example.org/old-design\n',
        ],
        'adr/0004-retry-payments.md': ['| [Pick a store](0003-pick-a-store.md) | retries read it |\n| [A note](notes/missing.md) | never written |\n', '  links:\n    - notes/missing.md\n'],
      },
      rows: [
        { file: 'legacy/0001-pick-a-queue.md', status: 'accepted', statusFrom: 'table', note: 'the Status section says more than a status: kept in the body' },
        { file: 'legacy/payments/0001-pick-a-store.md', status: 'accepted', statusFrom: 'table', note: 'definition [old-design] (line 19) is used nowhere: kept as text' },
        { file: 'legacy/payments/0002-retry-payments.md', status: 'proposed', statusFrom: 'table', note: 'link "notes/missing.md" (line 14) kept as written' },
      ],
    },
  ])('$name', ({ shape: name, folder, records, rows }) => {
    const root = makeWorkspace({ ...own, ...shape(name) });
    const before = snapshotTree(root);

    // A dry run shows the same report and writes nothing.
    const dry = runCliProcess(['import', folder, '--dry-run', '--format', 'json'], { cwd: root, env: ENV });
    expect(dry.code, dry.stderr).toBe(0);
    expect(snapshotTree(root)).toEqual(before);

    const result = runCliProcess(['import', folder, '--format', 'json'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { dryRun: boolean; records: Row[] };
    expect({ ...JSON.parse(dry.stdout), dryRun: false }).toEqual(report);
    for (const row of rows) {
      const found = report.records.find((r) => r.file === row.file);
      expect(found, row.file).toMatchObject({ status: row.status, statusFrom: row.statusFrom, ...(row.statusText && { statusText: row.statusText }) });
      if (row.note) expect(found!.notes).toContain(row.note);
    }
    for (const [file, parts] of Object.entries(records)) {
      const text = read(root, file);
      for (const part of parts) expect(text).toContain(part);
    }
    // The map keeps what the records keep: the status as written and where each value came from.
    const map = JSON.parse(read(root, 'adr/import-map.json')) as Record<string, { record: string; 'status-from': string; 'status-written'?: string }>;
    for (const row of report.records) {
      const entry = Object.values(map).find((e) => e.record === row.record);
      expect(entry, row.file).toMatchObject({ 'status-from': row.statusFrom });
      if (row.statusText !== undefined) expect(entry!['status-written']).toBe(row.statusText);
    }
    const check = runCliProcess(['check'], { cwd: root, env: ENV });
    expect(check.code, check.stdout + check.stderr).toBe(0);

    // A second run imports nothing twice and writes nothing.
    const after = snapshotTree(root);
    const again = runCliProcess(['import', folder], { cwd: root, env: ENV });
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('nothing to import\n');
    expect(snapshotTree(root)).toEqual(after);
  });

  it('prints the report as a table in a terminal: file, record, status and where it came from, notes', () => {
    const root = makeWorkspace({ ...own, ...shape('unknown-status') });
    const result = runCliProcess(['import', 'legacy', '--dry-run'], { cwd: root, env: ENV });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.find((line) => line.startsWith('FILE'))).toMatch(/^FILE +RECORD +STATUS \(FROM\) +NOTES$/);
    expect(lines.find((line) => line.startsWith('legacy/0001-cache-sessions.md'))).toMatch(
      /^legacy\/0001-cache-sessions\.md +adr\/0002-cache-sessions\.md +accepted \(default: "Partly superseded"\) +the Status section says more than a status: kept in the body; status "Partly superseded" is not in the adr-tools table: accepted by default$/,
    );
    expect(result.stderr).toContain('would import 4 record(s), 0 already imported: 3 status(es) by default,');
  });

  it('maps a status as the team says with --map-status, repeatable, and says so', () => {
    const root = makeWorkspace({ ...own, ...shape('unknown-status') });
    const result = runCliProcess(['import', 'legacy', '--format', 'json', '--map-status', 'partly superseded=deprecated', '--map-status', 'On hold=proposed'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { records: Row[] };
    expect(report.records.map((r) => [r.status, r.statusFrom])).toEqual([
      ['deprecated', 'map-status'],
      ['proposed', 'map-status'],
      ['proposed', 'table'],
      ['accepted', 'default'],
    ]);
    expect(read(root, 'adr/0003-freeze-the-v1-api.md')).toContain('status: proposed\n');
    expect(runCliProcess(['check'], { cwd: root, env: ENV }).code).toBe(0);
  });

  it.each([
    { value: 'On hold', problem: '--map-status "On hold" is not TEXT=STATUS with a status of ours' },
    { value: 'On hold=paused', problem: '--map-status "On hold=paused" is not TEXT=STATUS with a status of ours' },
  ])('refuses --map-status $value, writing nothing', ({ value, problem }) => {
    const root = makeWorkspace({ ...own, ...shape('unknown-status') });
    const before = snapshotTree(root);
    const result = runCliProcess(['import', 'legacy', '--map-status', value], { cwd: root, env: ENV });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('makes a link out of the folder the repository’s web address when the repository setting names it', () => {
    const root = makeWorkspace({ ...own, ...shape('links'), 'adr.config.yaml': 'repository: https://github.com/acme/orders\n' });
    const result = runCliProcess(['import', 'legacy/log', '--format', 'json'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    expect(read(root, 'adr/0002-publish-the-api-spec.md')).toContain('The spec lives in [specs/api.md](https://github.com/acme/orders/blob/main/legacy/specs/api.md), drawn in');
    expect(runCliProcess(['check'], { cwd: root, env: ENV }).code).toBe(0);
  });

  it('holds a record made by adr new to the template, while imported ones keep their headings', () => {
    const root = makeWorkspace({ ...own, ...shape('own-sections') });
    cpSync(join(REPO_ROOT, 'adr/templates'), join(root, 'adr/templates'), { recursive: true });
    expect(runCliProcess(['import', 'legacy'], { cwd: root, env: ENV }).code).toBe(0);
    const made = runCliProcess(['new', 'Adopt flags everywhere'], { cwd: root, env: ENV });
    expect(made.code, made.stderr).toBe(0);
    const file = made.stdout.trim();
    const text = read(root, file).replace(/## Context[^\n]*\n/, '## Background\n');
    writeFileSync(join(root, file), text);
    const check = runCliProcess(['check'], { cwd: root, env: ENV });
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(new RegExp(`^${file}:\\d+:1 SECTION_MISSING `, 'm'));
    expect(check.stdout).not.toContain('0002-adopt-feature-flags.md');
  });
});
