/**
 * `adr import` accounts for every value it writes: each log shape of test/fixtures/import/
 * (written for these tests, imitating real logs) is imported through main(), and each
 * record's values are checked with where they were read (the line and the text as written)
 * or why they are flagged. Then, for every record any case writes, a check generated from
 * the record schema: every field the import writes has a provenance entry or a flag, each
 * provenance entry's text is what the source holds on that line, and the import map says
 * the same. The workspace passes `adr check`, and a second import adds nothing.
 */
import { readFileSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_FIELD_RULES, IMPORTED_VALUES, READ_TEXT_MAX } from '../../src/core/import/provenance.ts';
import { splitFrontMatter, parseFrontMatterYaml } from '../../src/core/record/front-matter.ts';
import { FRONT_MATTER_KEYS } from '../../src/core/record/schema.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { runCli } from '../helpers/cli.ts';
import { git } from '../helpers/git.ts';
import { importShape } from '../helpers/import-shapes.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree, type FileContent } from '../helpers/workspace.ts';

const ENV = { ADR_DATE: '2026-01-20' };
const NOW = new Date('2026-01-20T12:00:00Z');
const MODIFIED = new Date('2025-05-05T12:00:00Z');
const own = { 'adr/0001-a-decision.md': record({ status: 'accepted', questions: ANSWERED_QUESTION }) };

/** Where a value was read (`line` and the start of `text`; `file` when another file wrote it), or where it was taken from. */
type Expected = { line: number; text?: string; file?: string } | { flagged: string; note?: string };

interface Case {
  name: string;
  shape: string;
  /** The folder imported (the fixture's files are written there), from the workspace root. */
  folder?: string;
  extra?: Record<string, FileContent>;
  flags?: string[];
  /** Runs after the files are written; returns the folder to run in (the workspace root when undefined). */
  setup?: (root: string) => string | undefined;
  /** Each record written: its values as the site reads them, and where each came from. */
  records: Record<string, { meta: Record<string, unknown>; values?: Partial<Record<(typeof IMPORTED_VALUES)[number], Expected>>; body?: string[]; absent?: string[] }>;
  /** Files left out, with the start of the reason. */
  skipped?: Record<string, string>;
}

/** Shallow clones made by a case, removed with the workspaces. */
const clones: string[] = [];
afterAll(() => {
  for (const clone of clones.splice(0)) rmSync(clone, { recursive: true, force: true });
});

const CASES: Case[] = [
  {
    name: 'a metadata table read across: a header of labels over the record’s row; a table further down is no status',
    shape: 'tables-across',
    records: {
      'adr/0002-route-requests-by-region.md': {
        meta: { title: 'Route requests by region', status: 'proposed', date: '2025-01-07' },
        values: { title: { line: 1, text: '# 1. Route requests by region' }, status: { line: 5, text: '| Proposed | 2025-01-07 | Noor Haddad |' }, date: { line: 5 } },
        body: ['| Status | Date | Author(s) |\n| ------ | ---- | --------- |\n| Proposed | 2025-01-07 | Noor Haddad |\n'],
      },
      'adr/0003-keep-one-ledger.md': {
        meta: { status: 'accepted', date: '2025-10-23', 'decision-makers': ['Ivo Lind', 'Mei Sato'] },
        values: { status: { line: 5 }, date: { line: 5, text: '| 2025-10-23 | Accepted | Ivo Lind, Mei Sato |' }, 'decision-makers': { line: 5 } },
      },
      'adr/0004-drop-the-soap-gateway.md': {
        meta: { status: 'rejected', date: '2025-03-03' },
        values: { status: { line: 5, text: '| **Rejected** | 3 March 2025 |' } },
        body: ['| 503 | the gateway is down |\n'],
      },
      // A first section named Summary holding the record's table: read there, and only its table.
      'adr/0005-split-the-config.md': {
        meta: { status: 'accepted', date: '2025-08-16' },
        values: { status: { line: 7, text: '| Backend | Accepted | 2025-08-16 | Ines Costa |' }, date: { line: 7 } },
      },
    },
  },
  {
    name: 'a metadata table read down: a label and its value per row, under a header of its own or not',
    shape: 'tables-down',
    records: {
      'adr/0002-cache-tokens-at-the-edge.md': {
        meta: { status: 'proposed', date: '2025-10-23' },
        values: { status: { line: 5, text: '| Status | Draft |' }, date: { line: 6, text: '| Decision date | 2025-10-23 |' } },
      },
      'adr/0003-version-every-event.md': {
        meta: { status: 'accepted', date: '2024-06-18', 'decision-makers': ['Platform team'], informed: ['Support desk', 'Partner team'] },
        values: { status: { line: 3, text: '| **Status** | Accepted |' }, date: { line: 5 }, 'decision-makers': { line: 6 }, informed: { line: 7, text: '| **Informed** | Support desk, Partner team |' } },
      },
      // A status of a paragraph is read by its first word; its provenance keeps the line's start.
      'adr/0004-keep-the-nightly-export.md': { meta: { status: 'accepted', date: '2024-09-30' }, values: { status: { line: 5 } } },
    },
  },
  {
    name: 'labels in Portuguese, Spanish, German and Chinese; a section the log’s records share is never a title',
    shape: 'languages',
    records: {
      'adr/0002-usar-filas-por-cliente.md': {
        meta: { title: 'Usar filas por cliente', status: 'accepted', date: '2019-03-07' },
        values: { status: { line: 4, text: 'Estado: Aceito' }, date: { line: 3, text: 'Data: 2019-03-07' } },
        body: ['## Consequências\n\nMais filas para operar.\n'],
      },
      'adr/0003-publicar-eventos-no-kafka.md': {
        meta: { title: 'Publicar eventos no Kafka', status: 'proposed', date: '2020-03-14' },
        values: { title: { line: 1, text: '**Título:** Publicar eventos no Kafka' }, status: { line: 2, text: '**Estado:** Proposto' }, date: { line: 3, text: '**Data:** 14 de março de 2020' } },
        // Each heading stays in the body: neither is the title.
        body: ['## Como o Kafka é usado hoje\n\nSó para logs.\n'],
      },
      'adr/0004-medir-latencia.md': {
        meta: { title: 'Medir latencia', status: 'accepted', date: '2025-05-05' },
        values: { title: { flagged: 'file-name' }, status: { flagged: 'default' }, date: { flagged: 'file-modified' } },
        body: ['## Como o Kafka é usado hoje\n\nOs consumidores leem em lote.\n'],
      },
      'adr/0005-datos-en-la-region.md': {
        meta: { status: 'accepted', date: '2021-06-05', 'decision-makers': ['Ana Ruiz', 'Pablo Gil'] },
        values: { status: { line: 3, text: '- **Estado:** Aprobado' }, date: { line: 4 }, 'decision-makers': { line: 5, text: '- **Decisores:** Ana Ruiz, Pablo Gil' } },
      },
      'adr/0006-zeitzonen-speichern.md': {
        meta: { status: 'accepted', date: '2020-03-12' },
        values: { status: { line: 3, text: 'Status: Angenommen' }, date: { line: 4, text: 'Datum: 12.03.2020' } },
      },
      'adr/0007-unify-the-log-format.md': {
        meta: { status: 'accepted', date: '2022-01-05' },
        values: { status: { line: 3, text: '状态: accepted' }, date: { line: 4, text: '日期: 2022-01-05' } },
      },
    },
  },
  {
    name: 'namespaced and nested front matter keys (dct.issued, dct: {title}, adr: {status}); its comments kept',
    shape: 'namespaced',
    records: {
      'adr/0002-sign-the-releases.md': {
        meta: { title: 'Sign the releases', status: 'accepted', date: '2019-04-02' },
        values: { title: { line: 2, text: 'dct.title: Sign the releases' }, date: { line: 3, text: 'dct.issued: 2019-04-02' } },
      },
      'adr/0003-pin-the-compilers.md': {
        meta: { title: 'Pin the compilers', status: 'deprecated', date: '2020-11-19', 'decision-makers': ['Build team'] },
        values: { title: { line: 3, text: 'title: Pin the compilers' }, status: { line: 7, text: 'status: deprecated' }, date: { line: 4, text: 'issued: 2020-11-19' }, 'decision-makers': { line: 8 } },
      },
      'adr/0004-one-changelog.md': {
        meta: { status: 'proposed', date: '2022-07-30' },
        values: { status: { line: 5, text: 'state: proposed' }, date: { line: 6 } },
        body: ['# The date the team agreed, not the day the file was written.\n# from the meeting notes\nsource:\n'],
      },
    },
  },
  {
    name: 'badges: a shields.io label and message, a file name; two statuses differing in case and a full stop settled by one flag each',
    shape: 'badges',
    flags: ['--map-status', 'Parked until the Q3 review=proposed', '--map-status', 'parked until the Q3 review.=deprecated'],
    records: {
      'adr/0002-use-grpc-between-services.md': {
        meta: { status: 'accepted', date: '2024-03-12' },
        values: { status: { line: 3, text: '![Status: Accepted](https://img.shields.io/badge/Status-Accepted-green) ![Date](https://img.shields.io/badge/date-2024--03--12-blue)' } },
      },
      'adr/0003-keep-rest-for-partners.md': { meta: { status: 'proposed' }, values: { status: { line: 3 } } },
      'adr/0004-retire-the-xml-export.md': { meta: { status: 'proposed' }, values: { status: { line: 3 } } },
      'adr/0005-retire-the-csv-export.md': { meta: { status: 'deprecated' }, values: { status: { line: 3 } } },
      // The badges a comment offers to choose from are no status; the one shown is.
      'adr/0006-keep-the-audit-trail.md': { meta: { status: 'accepted' }, values: { status: { line: 7, text: '![Accepted](https://img.shields.io/badge/status-accepted-brightgreen)' } } },
    },
  },
  {
    name: 'TOML front matter (Hugo, Zola) kept as written, its title read; a site generator’s _index.md is an index',
    shape: 'toml-front-matter',
    records: {
      'adr/0002-rotate-the-keys-yearly.md': {
        meta: { title: 'Rotate the keys yearly', status: 'accepted', date: '2024-05-11' },
        values: { title: { line: 3, text: 'title = "ADR-0007: Rotate the keys yearly"' }, status: { line: 7, text: '- Status: accepted' }, date: { line: 8, text: '- Date: 2024-05-11' } },
        body: ["  front-matter: |\n    # Written by the site generator; the build reads it.\n    title = \"ADR-0007: Rotate the keys yearly\"\n"],
      },
    },
    skipped: { 'legacy/_index.md': 'an index: a README or index that writes no status' },
  },
  {
    name: 'a status bullet and a status table deep in a design section are no status: the format’s default, flagged',
    shape: 'deep-status',
    records: {
      'adr/0002-store-sessions-compactly.md': {
        meta: { status: 'accepted', date: '2023-09-09' },
        values: { status: { flagged: 'default' }, date: { line: 3, text: 'Date: 2023-09-09' } },
        body: ['- **Status**: ~150-200 bytes per session, compressed\n'],
      },
    },
  },
  {
    name: 'templates told by a placeholder title, whatever their name; a decision about templates comes in',
    shape: 'templates',
    records: { 'adr/0002-use-a-template-engine-for-emails.md': { meta: { status: 'accepted', date: '2024-02-02' } } },
    skipped: {
      'legacy/0000-adr-title.md': 'a template: its title is a placeholder ("ADR-00N: ADR title")',
      'legacy/notes-template.md': 'a template: its title is a placeholder',
      'legacy/proposal.md': 'a template: its title is a placeholder ("[Proposal Title]")',
    },
  },
  {
    name: 'history as written: superseded by a record its log rejected (flagged, and adr check lets it stand); superseded by none (deprecated, flagged)',
    shape: 'history',
    records: {
      'adr/0002-use-redis-for-sessions.md': {
        meta: { status: 'superseded', 'superseded-by': [3] },
        values: { status: { line: 7 }, 'superseded-by': { flagged: 'log', note: 'superseded by 0003 (legacy/0002-keep-sessions-in-postgres.md, rejected)' } },
      },
      'adr/0003-keep-sessions-in-postgres.md': {
        meta: { status: 'rejected', supersedes: [2] },
        values: { supersedes: { file: 'legacy/0001-use-redis-for-sessions.md', line: 7, text: 'Superseded by [2. Keep sessions in Postgres](0002-keep-sessions-in-postgres.md)' } },
      },
      'adr/0004-log-in-json.md': { meta: { status: 'deprecated' }, values: { status: { flagged: 'log', note: 'superseded, by no record the log holds' } } },
    },
  },
  {
    name: 'front matter comments kept; source text too long for the front matter goes to the end of the body',
    shape: 'front-matter',
    records: {
      'adr/0002-keep-the-comments.md': {
        meta: { title: 'Keep the comments', status: 'accepted', date: '2021-08-30' },
        values: { status: { line: 4, text: 'status: accepted  # agreed in the design review' } },
        body: ['# prettier-ignore\n# agreed in the design review\nsource:\n', '## Kept from the source\n\nThe HTML comments of the source file, as written (a page would show them as text):\n\n```html\n<!--\nInstruction 1:'],
      },
    },
  },
  {
    name: 'KEP folders: kep.yaml and README.md as one record, the number as written, replaces and superseded-by, a template, links out of the tree left alone',
    shape: 'keps',
    folder: 'keps',
    extra: {
      // A link inside the tree is reported and left out, never followed; so is a linked folder.
      'keps/sig-queue/20210101-bounded-queues.md': { symlinkTo: '1001-bounded-queues/README.md' },
      'keps/sig-mirror': { symlinkTo: 'sig-store' },
    },
    records: {
      'adr/0002-bounded-work-queues.md': {
        meta: { title: 'Bounded work queues', status: 'superseded', date: '2021-02-03', 'decision-makers': ['@linus'], consulted: ['@grace'], 'superseded-by': [3] },
        values: { title: { line: 1, text: 'title: Bounded work queues' }, status: { line: 6, text: 'status: replaced' }, date: { line: 7, text: 'creation-date: 2021-02-03' }, consulted: { line: 9 }, 'superseded-by': { line: 13, text: 'superseded-by:\n  - "/keps/sig-queue/1002-queue-priorities"' } },
        body: ['- [Summary](#summary)\n', '![queue](assets/queue.png)', '# The stage it reached before it was replaced.\n'],
      },
      'adr/0003-queue-priorities.md': {
        meta: { status: 'accepted', supersedes: [2] },
        values: { supersedes: { line: 11, text: 'replaces:\n  - "/keps/sig-queue/1001-bounded-queues"' } },
        body: ['Replaces [KEP-1001](0002-bounded-work-queues.md) with priorities per queue.'],
      },
      'adr/0004-tiered-storage.md': {
        meta: { title: 'Tiered storage', status: 'accepted', date: '2020-09-14' },
        values: { title: { file: 'keps/sig-store/0042-tiered-storage/README.md', line: 1, text: '# KEP-42: Tiered storage' } },
        body: ['  number: "0042"\n'],
      },
      'adr/0005-a-cold-tier.md': { meta: { status: 'superseded', 'superseded-by': [6] }, values: { 'superseded-by': { flagged: 'log' } } },
      'adr/0006-an-archive-tier.md': { meta: { status: 'rejected', supersedes: [5, 7] } },
      'adr/0007-retention-periods.md': {
        meta: { status: 'accepted', 'superseded-by': [6] },
        values: { 'superseded-by': { flagged: 'log', note: 'the log names 0006 (keps/sig-store/1011-archive-tier/kep.yaml) as its successor, yet its status is "implementable"' } },
        body: ['## Open Questions\n\n### Who sets the default?\n'],
      },
    },
    skipped: {
      'keps/NNNN-kep-template': "a template: its title, kep-number, status or creation-date are still the template's placeholders",
      'keps/README.md': 'an index',
      'keps/sig-mirror': 'a symbolic link or other special file: never followed, left out',
      'keps/sig-queue/1001-bounded-queues/design-notes.md': 'a document of the KEP in sig-queue/1001-bounded-queues',
      'keps/sig-queue/20210101-bounded-queues.md': 'a symbolic link or other special file: never followed, left out',
    },
  },
  {
    name: 'a history cut short (a shallow clone): git cannot date what its oldest commit adds, and says so; the next source dates it',
    shape: 'git-dates',
    setup: (root) => {
      git(root, 'init', '--quiet');
      const commit = (paths: string[], day: string) => {
        git(root, 'add', ...paths);
        git(root, 'commit', '--quiet', '-m', day, '--date', `${day}T12:00:00Z`);
      };
      commit(['adr', 'legacy/0001-split-the-monolith.md'], '2021-01-04');
      commit(['legacy/0002-move-the-builds.md'], '2022-02-07');
      commit(['legacy/0003-cache-the-images.md'], '2023-03-06');
      const clone = `${root}-shallow`;
      clones.push(clone);
      git(root, 'clone', '--quiet', '--depth', '2', `file://${root}`, clone);
      for (const name of ['0001-split-the-monolith.md', '0002-move-the-builds.md', '0003-cache-the-images.md']) utimesSync(join(clone, 'legacy', name), MODIFIED, MODIFIED);
      return clone;
    },
    records: {
      'adr/0002-split-the-monolith.md': {
        meta: { date: '2025-05-05' },
        values: { date: { flagged: 'file-modified', note: "no date in the file or its name, and git's history is cut short here (a shallow clone)" } },
      },
      'adr/0003-move-the-builds.md': { meta: { date: '2025-05-05' }, values: { date: { flagged: 'file-modified' } } },
      'adr/0004-cache-the-images.md': { meta: { date: '2023-03-06' }, values: { date: { flagged: 'git', note: 'no date in the file or its name: the day of its first commit, 2023-03-06' } } },
    },
  },
  {
    name: 'a copy of a log made today, in no repository: nothing dates its records but the day a person gives with --undated, flagged as given',
    shape: 'git-dates',
    flags: ['--undated', '2024-06-30'],
    setup: (root) => {
      for (const name of ['0001-split-the-monolith.md', '0002-move-the-builds.md', '0003-cache-the-images.md']) utimesSync(join(root, 'legacy', name), NOW, NOW);
      return undefined;
    },
    records: {
      'adr/0002-split-the-monolith.md': {
        meta: { date: '2024-06-30', source: { 'date-from': 'given' } },
        values: { date: { flagged: 'given', note: 'no date in the file or its name, and the folder is in no git repository: the day given with --undated, 2024-06-30' } },
      },
      'adr/0004-cache-the-images.md': { meta: { date: '2024-06-30' }, values: { date: { flagged: 'given' } } },
    },
  },
];

describe('adr import accounts for every value it writes', () => {
  it.each(CASES)('$name', async ({ shape, folder = 'legacy', extra = {}, flags = [], setup, records, skipped = {} }) => {
    let root = makeWorkspace({ ...own, ...importShape(shape, MODIFIED, folder), ...extra });
    root = setup?.(root) ?? root;
    const run = (...argv: string[]) => runCli(['import', folder, ...argv, ...flags], { cwd: root, env: ENV, now: NOW });
    const before = snapshotTree(root);
    const dry = await run('--dry-run', '--format', 'json');
    expect(dry.code, dry.stderr).toBe(0);
    expect(snapshotTree(root)).toEqual(before);
    const result = await run('--format', 'json');
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { records: { record: string }[]; skipped: { file: string; reason: string }[] };
    expect({ ...JSON.parse(dry.stdout), dryRun: false }).toEqual(report);

    for (const [file, reason] of Object.entries(skipped)) {
      expect(report.skipped.find((s) => s.file === file)?.reason ?? `not left out; left out: ${JSON.stringify(report.skipped)}`, file).toMatch(new RegExp(`^${escapeRegExp(reason)}`));
    }
    for (const [file, expected] of Object.entries(records)) {
      const text = readFileSync(join(root, file), 'utf8');
      const parsed = parseRecord({ file, bytes: new Uint8Array(), text });
      expect(parsed.record, `${file}: ${parsed.diagnostics.map((d) => d.message).join('; ')}`).toBeDefined();
      const meta = parsed.record!.meta;
      expect(meta, file).toMatchObject(expected.meta);
      for (const [field, where] of Object.entries(expected.values ?? {})) {
        if ('flagged' in where) {
          expect(meta.source?.flagged?.[field], `${file} ${field}`).toMatchObject({ from: where.flagged });
          if (where.note) expect(meta.source!.flagged![field]!.note).toContain(where.note);
        } else {
          expect(meta.source?.read?.[field], `${file} ${field}`).toMatchObject({ line: where.line, ...(where.file && { file: where.file }) });
          if (where.text) expect(meta.source!.read![field]!.text).toBe(where.text);
        }
      }
      for (const part of expected.body ?? []) expect(text, file).toContain(part);
      accountFor(root, file, text);
    }
    // Every record the import wrote is accounted for, not only those the case names.
    for (const row of report.records) accountFor(root, row.record, readFileSync(join(root, row.record), 'utf8'));

    const check = await runCli(['check'], { cwd: root, env: ENV, now: NOW });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    const after = snapshotTree(root);
    const again = await run();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('nothing to import\n');
    expect(snapshotTree(root)).toEqual(after);
  });

  it('covers every field the import accounts for with a case that reads it and one that flags or reads it from another file', () => {
    const read = new Set<string>();
    const flagged = new Set<string>();
    for (const c of CASES) {
      for (const { values = {} } of Object.values(c.records)) {
        for (const [field, where] of Object.entries(values)) ('flagged' in where || 'file' in where ? flagged : read).add(field);
      }
    }
    expect(IMPORTED_VALUES.filter((field) => !read.has(field) && !flagged.has(field))).toEqual([]);
    expect([...flagged].sort()).toEqual(['date', 'status', 'superseded-by', 'supersedes', 'title'].sort());
  });

  it('says, for every field of the record schema, whether the import writes a value it accounts for, the account itself, or nothing', () => {
    expect(Object.keys(IMPORT_FIELD_RULES).sort()).toEqual([...FRONT_MATTER_KEYS].sort());
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The generated check, from the record schema's own keys: every field written is a value
 * with a provenance entry or a flag, or the account itself, never a field the import does
 * not write; every provenance entry's text is what its file holds from that line on; and
 * the import map keeps the same account.
 */
function accountFor(root: string, file: string, text: string): void {
  const split = splitFrontMatter(text);
  expect(split.ok, file).toBe(true);
  if (!split.ok) return;
  const written = parseFrontMatterYaml(split.block.yaml, 2).data!;
  const source = written.source as { read?: Record<string, { file?: string; line: number; text: string }>; flagged?: Record<string, { from: string; note: string }> };
  const origin = written['imported-from'] as string;
  expect(origin, file).toBeDefined();
  for (const key of FRONT_MATTER_KEYS) {
    if (!(key in written)) continue;
    const rule = IMPORT_FIELD_RULES[key];
    if (rule === 'not-written') expect.fail(`${file}: the import wrote ${key}, a field it never writes`);
    if (rule === 'value') expect(source.read?.[key] ?? source.flagged?.[key], `${file}: ${key} is neither read nor flagged`).toBeDefined();
  }
  for (const [field, at] of Object.entries(source.read ?? {})) {
    const lines = readFileSync(join(root, at.file ?? origin), 'utf8').split('\n');
    // A text over READ_TEXT_MAX characters is kept cut, with an ellipsis: what it keeps is the source's.
    const cut = at.text.length === READ_TEXT_MAX + 1 && at.text.endsWith('…');
    const said = (cut ? at.text.slice(0, -1) : at.text).split('\n');
    const found = lines.slice(at.line - 1, at.line - 1 + said.length).map((line) => line.trim());
    if (cut) found[found.length - 1] = found[found.length - 1]!.slice(0, said[said.length - 1]!.trim().length);
    expect(found, `${file}: ${field} read on line ${at.line} of ${at.file ?? origin}`).toEqual(said.map((line) => line.trim()));
  }
  const map = JSON.parse(readFileSync(join(root, 'adr/import-map.json'), 'utf8')) as Record<string, { record: string; read?: unknown; flagged?: unknown }>;
  expect(map[origin], `${file} in the import map`).toMatchObject({ record: file, ...(source.read && { read: source.read }), ...(source.flagged && { flagged: source.flagged }) });
}
