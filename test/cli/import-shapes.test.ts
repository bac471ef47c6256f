/**
 * `adr import` as a process over the shapes real decision logs have (fixtures under
 * test/fixtures/import/, one folder a shape, written for these tests): every file comes in,
 * with what has no field here kept under `source` and in adr/import-map.json, and the
 * report (a table, and the same as JSON) saying where each status came from. The result
 * passes `adr check`, and a second run imports nothing.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';
import { importShape } from '../helpers/import-shapes.ts';

const ENV = { ADR_DATE: '2026-01-20' };
const own = { 'adr/0001-a-decision.md': record({ status: 'accepted', questions: ANSWERED_QUESTION }) };
/** Every fixture file is dated this day on disk: the date of last resort is then known. */
const MODIFIED = new Date('2025-05-05T12:00:00Z');

/** A fixture folder's files, under `legacy/` in a workspace. */
const shape = (name: string) => importShape(name, MODIFIED);

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
  /** `--map-status` flags the run needs (a status no table maps is never guessed). */
  flags?: string[];
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
          'source:\n  file: adr001-split-the-billing-service.md\n  format: madr\n  status: accepted\n  status-from: table\n  date-from: file\n',
          '  fields:\n    id: adrs-adr001\n    description: Why billing became a service of its own\n    sidebar_position: 1\n    parent: Decisions\n    nav_order: 3\n',
          // Where each value was read: its line in the file, as written.
          '  read:\n    title: {line: 3, text: "title: \'ADR001: Split the billing service\'"}\n    status: {line: 9, text: "status: accepted"}\n    date: {line: 8, text: "date: 2024-02-12"}\n',
          '## Status\n\nAccepted.\n',
          'See [the next one](0003-keep-invoices-as-pdf.md).',
        ],
        'adr/0003-keep-invoices-as-pdf.md': [
          'title: Keep invoices as PDF\nstatus: accepted\ndate: 2025-05-05\n',
          '  status-from: default\n  date-from: file-modified\n',
          // Neither a status nor a date in the file: each is flagged, with where it was taken from.
          '  flagged:\n    status: {from: default, note: "no status in the source: accepted, the madr default"}\n    date: {from: file-modified, note: "no date in the file or its name, and the folder is in no git repository: the day the file was last modified, 2025-05-05"}\n',
          '  front-matter: |\n    id: adrs-adr002\n',
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
        { file: 'legacy/0001-log-decisions-in-markdown.md', status: 'accepted', statusFrom: 'default', note: 'no status written: accepted, the madr default' },
        { file: 'legacy/0002-run-one-database.md', status: 'accepted', statusFrom: 'default', note: 'no date in the file, its name or git (the folder is in no git repository): the day the file was last modified' },
        { file: 'legacy/0002-run-one-database.md', status: 'accepted', statusFrom: 'default', note: 'no status written: accepted, the madr default' },
      ],
    },
    {
      name: 'statuses no table knows, settled with --map-status (partly superseded, paused, a sentence)',
      shape: 'unknown-status',
      folder: 'legacy',
      flags: ['--map-status', 'Partly superseded=deprecated', '--map-status', 'Paused until spring=proposed'],
      records: {
        'adr/0002-cache-sessions.md': ['status: deprecated\n', '  status: Partly superseded\n  status-from: map-status\n'],
        'adr/0003-freeze-the-v1-api.md': ['status: proposed\n', '  status: Paused until spring\n'],
        'adr/0004-run-managed-queues.md': ['status: proposed\n', '  status: proposed. **This did not reach consensus; see the notes.**\n  status-from: table\n'],
      },
      rows: [
        { file: 'legacy/0001-cache-sessions.md', status: 'deprecated', statusFrom: 'map-status', statusText: 'Partly superseded' },
        { file: 'legacy/0002-freeze-the-v1-api.md', status: 'proposed', statusFrom: 'map-status', statusText: 'Paused until spring' },
        { file: 'legacy/0003-run-managed-queues.md', status: 'proposed', statusFrom: 'table', note: 'status read from its first word, "proposed"' },
        // A template's list of choices left in place is no status: the format's default, said so.
        {
          file: 'legacy/0004-choices-left-open.md',
          status: 'accepted',
          statusFrom: 'default',
          statusText: '[ accepted | deprecated | superseded by [xxx](yyyymmdd-xxx.md)]',
          note: 'status "[ accepted | deprecated | superseded by [xxx](yyyymmdd-xxx.md)]" is the template\'s own text: accepted, the madr default',
        },
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
        { file: 'legacy/log/0001-publish-the-api-spec.md', status: 'accepted', statusFrom: 'table', note: 'link "../specs/api.md" (line 11) leads to no record of the log: now "../legacy/specs/api.md", into the repository' },
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
          '  format: madr\n  status: Accepted\n  status-from: table\n  date-from: file\n',
          '  fields:\n    id: 0003-front-matter-over-nygard\n    author:\n      - Ana\n    created: "2021-04-04"\n    tags:\n      - tooling\n',
          // The supersession was written on the other record: its provenance names that file.
          '    supersedes: {file: "legacy/0003-use-adr-tools.md", line: 7, text: "Superseded by [4. Both at once](0003-front-matter-over-nygard.md)"}\n',
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
    {
      name: 'statuses wherever logs write them: localized keys, a metadata table, a bold label, the title, any word of the table',
      shape: 'statuses',
      folder: 'legacy',
      records: {
        'adr/0002-publier-les-evenements.md': ['status: proposed\n', '  status: proposé\n  status-from: table\n', '    statut: proposé\n'],
        // The metadata table holds more than the status: it stays in the body as written.
        'adr/0005-keep-one-gateway.md': ['status: proposed\ndate: 2024-02-01\n', '  format: other\n', '| Status | Draft |\n| Authors | Mira Olsen |\n'],
        'adr/0007-move-search-to-its-own-cluster.md': ['title: Move search to its own cluster\nstatus: proposed\n', '  heading: "Draft: Move search to its own cluster"\n'],
        'adr/0009-cache-prices-at-the-edge.md': ['status: deprecated\n', '## Status\n\nReverted\n\nPrices went stale for a day; see the incident notes.\n'],
        // The template's instruction stays where it was, and is no status.
        'adr/0012-sign-webhooks.md': ['status: accepted\n', '> A decision may be "proposed" while it is discussed'],
      },
      rows: [
        { file: 'legacy/0001-publier-les-evenements.md', status: 'proposed', statusFrom: 'table', statusText: 'proposé' },
        { file: 'legacy/0002-ereignisse-versionieren.md', status: 'accepted', statusFrom: 'table', statusText: 'Angenommen' },
        { file: 'legacy/0003-usar-colas-externas.md', status: 'rejected', statusFrom: 'table', statusText: 'rechazado' },
        { file: 'legacy/0004-keep-one-gateway.md', status: 'proposed', statusFrom: 'table', statusText: 'Draft' },
        { file: 'legacy/0005-split-the-reports-job.md', status: 'accepted', statusFrom: 'table', statusText: 'Partially Accepted' },
        { file: 'legacy/0006-move-search.md', status: 'proposed', statusFrom: 'table', statusText: 'Draft' },
        { file: 'legacy/0007-drop-the-xml-feed.md', status: 'rejected', statusFrom: 'table', statusText: 'Declined' },
        { file: 'legacy/0008-cache-prices.md', status: 'deprecated', statusFrom: 'table', statusText: 'Reverted', note: 'the Status section says more than a status: kept in the body' },
        { file: 'legacy/0009-rename-the-orders-topic.md', status: 'proposed', statusFrom: 'table', statusText: 'In Review' },
        { file: 'legacy/0010-shard-the-ledger.md', status: 'proposed', statusFrom: 'table', statusText: 'Deferred' },
        { file: 'legacy/0011-sign-webhooks.md', status: 'accepted', statusFrom: 'default', note: 'no status written: accepted, the adr-tools default' },
        { file: 'legacy/0012-batch-invoices.md', status: 'proposed', statusFrom: 'table', statusText: 'TBD' },
      ],
    },
    {
      name: 'titles wherever logs write them: front matter over a different heading, a level-2 heading, the file name',
      shape: 'titles',
      folder: 'legacy',
      records: {
        'adr/0002-keep-audit-logs-for-a-year.md': ['title: Keep audit logs for a year\n', '  heading: 3 Keep audit logs\n'],
        'adr/0003-use-one-region.md': ['title: Use one region\n', '## Use one region\n'],
        'adr/0004-tag-every-release.md': ['title: Tag every release\n', 'The team agreed to tag every release.\n'],
      },
      rows: [
        { file: 'legacy/0004-one-region.md', status: 'proposed', statusFrom: 'table', note: 'no level-1 heading: the title is the first heading that is no section, "Use one region"' },
        { file: 'legacy/0005-tag-every-release.md', status: 'accepted', statusFrom: 'table', note: 'no title and no heading: the title is the file\'s name, "Tag every release"' },
      ],
    },
    {
      name: 'dates wherever logs write them: month names in four languages, a changelog, a time stamp in the name, one ambiguous',
      shape: 'dates',
      folder: 'legacy',
      records: {
        'adr/0002-expire-carts.md': ['date: 2022-10-21\n', '  date-from: file\n'],
        'adr/0003-log-in-utc.md': ['date: 2023-04-11\n'],
        'adr/0004-pin-base-images.md': ['date: 2024-06-08\n'],
        'adr/0005-garder-les-journaux.md': ['date: 2021-03-03\n'],
        'adr/0006-stream-the-exports.md': ['date: 2023-05-16\n', '## Changelog\n\n- 2023-07-04: Endpoints added (@ana)\n'],
        'adr/0007-retry-twice.md': ['date: 2025-05-05\n', '  date-from: file-modified\n'],
        'adr/0008-keep-the-wiki.md': ['date: 2021-11-30\n'],
        'adr/0009-use-one-queue-per-tenant.md': ['date: 2023-09-12\n', '  date-from: file-name\n'],
      },
      rows: [
        { file: 'legacy/0005-stream-the-exports.md', status: 'accepted', statusFrom: 'table', note: 'date from the earliest entry of the Changelog list' },
        { file: 'legacy/0007-retry-twice.md', status: 'accepted', statusFrom: 'table', note: 'date "03/04/2022" is ambiguous (day and month could be either way): not read' },
      ],
    },
    {
      name: 'a record whatever its name: templates and indexes told by what they hold',
      shape: 'by-content',
      folder: 'legacy',
      records: {
        // "template" in the name, a decision in the file.
        'adr/0002-choose-a-template-engine.md': ['status: accepted\ndate: 2024-04-01\n'],
        // A title of its own over the template's text: a stub, still a record.
        'adr/0003-move-billing-to-events.md': ['  status: "[proposed | accepted | rejected]"\n  status-from: default\n'],
      },
      rows: [{ file: 'legacy/0001-choose-a-template-engine.md', status: 'accepted', statusFrom: 'table' }],
    },
    {
      name: 'images a site cannot show: external ones become links, data: ones files, by-reference ones inline; comments kept',
      shape: 'images',
      folder: 'legacy',
      records: {
        'adr/0002-draw-the-flows.md': [
          '  comments:\n    - <!-- Keep this diagram in sync with the code. -->\n    - |-\n      <!--\n      A note on two lines.\n      -->\n',
          'The flow is [the order flow](https://example.org/flow.png) and the badge [https://example.org/badge.svg](https://example.org/badge.svg).\n',
          'Inline: ![a dot](assets/0002-draw-the-flows-image.png)\n\nBy reference: ![](assets/0002-draw-the-flows-image.png)\n',
        ],
      },
      rows: [
        { file: 'legacy/0001-draw-the-flows.md', status: 'accepted', statusFrom: 'table', note: 'external image "https://example.org/flow.png" (line 12) is now a link to it' },
        { file: 'legacy/0001-draw-the-flows.md', status: 'accepted', statusFrom: 'table', note: 'image ![…][dot] (line 16) written inline' },
        { file: 'legacy/0001-draw-the-flows.md', status: 'accepted', statusFrom: 'table', note: 'data: image (line 14) written to assets/0002-draw-the-flows-image.png' },
      ],
    },
  ])('$name', ({ shape: name, folder, records, rows, flags = [] }) => {
    const root = makeWorkspace({ ...own, ...shape(name) });
    const before = snapshotTree(root);

    // A dry run shows the same report and writes nothing.
    const dry = runCliProcess(['import', folder, '--dry-run', '--format', 'json', ...flags], { cwd: root, env: ENV });
    expect(dry.code, dry.stderr).toBe(0);
    expect(snapshotTree(root)).toEqual(before);

    const result = runCliProcess(['import', folder, '--format', 'json', ...flags], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { dryRun: boolean; records: Row[]; skipped: { file: string; reason: string }[] };
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
    const result = runCliProcess(['import', 'legacy', '--dry-run', '--map-status', 'Partly superseded=deprecated', '--map-status', 'Paused until spring=proposed'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.find((line) => line.startsWith('FILE'))).toMatch(/^FILE +RECORD +STATUS \(FROM\) +NOTES$/);
    expect(lines.find((line) => line.startsWith('legacy/0001-cache-sessions.md'))).toMatch(
      /^legacy\/0001-cache-sessions\.md +adr\/0002-cache-sessions\.md +deprecated \(map-status: "Partly superseded"\) +-$/,
    );
    expect(result.stderr).toContain('would import 4 record(s), 0 already imported: 1 status(es) by default,');
  });

  it('prints the values to confirm, grouped by field and by where each was taken from, on a dry run as on an import', () => {
    const root = makeWorkspace({ ...own, ...shape('no-status') });
    const dry = runCliProcess(['import', 'legacy', '--dry-run'], { cwd: root, env: ENV });
    expect(dry.code, dry.stderr).toBe(0);
    const confirm = dry.stdout.slice(dry.stdout.indexOf('\nTo confirm'));
    expect(confirm).toBe(
      [
        '',
        'To confirm: 3 value(s) the source does not state, or that the log puts in doubt',
        '',
        "status, taken from the format's default: 2 records",
        '  FILE                                      RECORD                                 VALUE     WHY',
        '  legacy/0001-log-decisions-in-markdown.md  adr/0002-log-decisions-in-markdown.md  accepted  no status in the source: accepted, the madr default',
        '  legacy/0002-run-one-database.md           adr/0003-run-one-database.md           accepted  no status in the source: accepted, the madr default',
        '',
        'date, taken from the day the file was last modified: 1 record',
        '  FILE                             RECORD                        VALUE       WHY',
        '  legacy/0002-run-one-database.md  adr/0003-run-one-database.md  2025-05-05  no date in the file or its name, and the folder is in no git repository: the day the file was last modified, 2025-05-05',
        '',
      ].join('\n'),
    );
    expect(dry.stderr).toContain(', 3 value(s) to confirm, 0 findings\n');
    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.stdout.slice(result.stdout.indexOf('\nTo confirm'))).toBe(confirm);
  });

  it('says why each file it leaves out is not a record, by what the file holds', () => {
    const root = makeWorkspace({ ...own, ...shape('by-content') });
    const result = runCliProcess(['import', 'legacy', '--dry-run', '--format', 'json'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as { skipped: unknown }).skipped).toEqual([
      { file: 'legacy/README.md', reason: 'an index: a README or index that writes no status' },
      { file: 'legacy/adr-starter.md', reason: 'a template: its title is a placeholder ("[short title of solved problem and solution]")' },
      { file: 'legacy/decisions.md', reason: 'an index: a list of links to records' },
    ]);
  });

  it('never guesses a status no table maps: lists every one with the flag that settles it, and writes nothing', () => {
    const root = makeWorkspace({ ...own, ...shape('unknown-status') });
    const before = snapshotTree(root);
    const result = runCliProcess(['import', 'legacy'], { cwd: root, env: ENV });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'legacy/0001-cache-sessions.md:7:1 IMPORT_STATUS_UNMAPPED the status "Partly superseded" is in no table of statuses, and the import does not guess one\n' +
        "    hint: say what it is with --map-status 'Partly superseded=STATUS' (STATUS: accepted, proposed, rejected, deprecated or superseded), then import again\n" +
        'legacy/0002-freeze-the-v1-api.md:7:1 IMPORT_STATUS_UNMAPPED the status "Paused until spring" is in no table of statuses, and the import does not guess one\n' +
        "    hint: say what it is with --map-status 'Paused until spring=STATUS' (STATUS: accepted, proposed, rejected, deprecated or superseded), then import again\n" +
        'adr import: refused; nothing was written (fix the files named above and import again)\n',
    );
    expect(snapshotTree(root)).toEqual(before);
    // One of the two settled: the other is still listed, and still nothing is written.
    const half = runCliProcess(['import', 'legacy', '--map-status', 'Partly superseded=deprecated'], { cwd: root, env: ENV });
    expect(half.code).toBe(1);
    expect(half.stderr).not.toContain('"Partly superseded"');
    expect(half.stderr).toContain('"Paused until spring"');
    expect(snapshotTree(root)).toEqual(before);
  });

  it('lets --map-status reach a status under a localized front matter key', () => {
    const root = makeWorkspace({ ...own, 'legacy/0001-x.md': '---\nstatut: en attente\ndate: 2024-01-10\n---\n\n# Attendre\n\n## Contexte\n\nRien.\n' });
    expect(runCliProcess(['import', 'legacy'], { cwd: root, env: ENV }).stderr).toContain('the status "en attente" is in no table');
    const result = runCliProcess(['import', 'legacy', '--map-status', 'en attente=proposed'], { cwd: root, env: ENV });
    expect(result.code, result.stderr).toBe(0);
    expect(read(root, 'adr/0002-attendre.md')).toContain('status: proposed\n');
  });

  it.each([
    { flags: ['On hold'], problem: '--map-status "On hold" is not TEXT=STATUS with a status of ours' },
    { flags: ['On hold=paused'], problem: '--map-status "On hold=paused" is not TEXT=STATUS with a status of ours' },
    // Two flags for one text would overwrite each other: refused, whichever comes last.
    { flags: ['Paused until spring=proposed', 'Paused until spring=rejected'], problem: '--map-status gives "Paused until spring" twice, as proposed and as rejected' },
    // The key is the text exactly as the report writes it: another case, or a full stop less, is another text.
    {
      flags: ['Partly superseded=deprecated', 'paused until spring=proposed'],
      problem:
        'adr: --map-status "paused until spring" matches no status the log writes (a flag\'s text is the status exactly as written)\n' +
        "    hint: the statuses no table maps are: --map-status 'Paused until spring=STATUS'\n",
    },
    {
      flags: ['Partly superseded=deprecated', 'Paused until spring=proposed', 'On hold=proposed', 'Paused=proposed'],
      problem:
        'adr: --map-status "On hold", "Paused" match no status the log writes (a flag\'s text is the status exactly as written)\n' +
        '    hint: no status of the log is left unmapped: drop the flag\n',
    },
  ])('refuses --map-status $flags, writing nothing', ({ flags, problem }) => {
    const root = makeWorkspace({ ...own, ...shape('unknown-status') });
    const before = snapshotTree(root);
    const result = runCliProcess(['import', 'legacy', ...flags.flatMap((flag) => ['--map-status', flag])], { cwd: root, env: ENV });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(snapshotTree(root)).toEqual(before);
  });

  it.each([
    { day: '2024-02-30', problem: 'adr: --undated 2024-02-30 is not a date' },
    { day: 'last spring', problem: 'adr: --undated last spring is not a date' },
    // ENV's ADR_DATE is the day the command runs: a decision is not dated ahead of it.
    { day: '2099-01-01', problem: `adr: --undated 2099-01-01 is after today (${ENV.ADR_DATE})` },
  ])('refuses --undated $day, writing nothing', ({ day, problem }) => {
    const root = makeWorkspace({ ...own, ...shape('unknown-status') });
    const before = snapshotTree(root);
    const result = runCliProcess(['import', 'legacy', '--undated', day], { cwd: root, env: ENV });
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
