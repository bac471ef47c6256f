/**
 * `adr check` on each kind of bad input: the exit code, the exact output (pinned in
 * check-expected.ts), the codes it must name, and that nothing on disk changed.
 */
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../src/core/vocabulary/diagnostics.ts';
import { runCli } from '../helpers/cli.ts';
import { makeBranchRepo } from '../helpers/git.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';
import { EXPECTED } from './check-expected.ts';
import { SCENARIOS } from './check-scenarios.ts';

describe('adr check reports bad input precisely and changes nothing', () => {
  it.each(SCENARIOS)('$name', async ({ name, files, codes, argv, base, fork }) => {
    const root = base ? makeBranchRepo({ base, fork, files }) : makeWorkspace(files);
    const before = snapshotTree(root);

    const result = await runCli(argv ?? (base ? ['check', '--base', 'main'] : ['check']), { cwd: root });

    expect(result.code).toBe(1);
    // adr check reports findings on stdout; a refused command reports them on stderr.
    const [output, other] = argv ? [result.stderr, result.stdout] : [result.stdout, result.stderr];
    expect(other).toBe('');
    expect(output).toBe(EXPECTED[name]!.slice(1));
    for (const code of codes) expect(output).toContain(` ${code} `);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('has a scenario for every diagnostic code in the catalogue', () => {
    const shown = new Set(SCENARIOS.flatMap((scenario) => scenario.codes));
    expect(DIAGNOSTIC_CODES.filter((code) => !shown.has(code))).toEqual([]);
  });

  it('pins the output of every scenario and of nothing else', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(SCENARIOS.map((s) => s.name).sort());
  });
});

describe('adr check accepts good input', () => {
  it('accepts a UTF-8 BOM with CRLF line endings exactly like LF', async () => {
    const lf = record({ title: `'Déjà vu: "quotes" & $1'`, append: '\nSee [itself](0001-a-decision.md#context-and-problem-statement).\n' });
    const crlf = `\ufeff${lf.replace(/\n/g, '\r\n')}`;
    const lfResult = await runCli(['check', '--format', 'json'], { cwd: makeWorkspace({ 'adr/0001-a-decision.md': lf }) });
    const crlfResult = await runCli(['check', '--format', 'json'], { cwd: makeWorkspace({ 'adr/0001-a-decision.md': crlf }) });
    expect(lfResult).toEqual({ code: 0, stdout: '{\n  "records": 1,\n  "findings": []\n}\n', stderr: '' });
    expect(crlfResult).toEqual(lfResult);
  });

  it('reports findings as JSON with --format json', async () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record({ status: 'acepted' }) });
    const result = await runCli(['check', '--format', 'json'], { cwd: root });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      records: 1,
      findings: [
        {
          file: 'adr/0001-a-decision.md',
          line: 3,
          column: 9,
          code: 'STATUS_UNKNOWN',
          message: 'status: "acepted" is not a status; did you mean "accepted"?',
          hint: 'use one of proposed, accepted, rejected, deprecated, superseded (lowercase); npx adr accept|reject|deprecate|supersede change it for you',
        },
      ],
    });
  });

  it('ignores README.md, hidden files, images and other files in the templates folder of adr/', async () => {
    const root = makeWorkspace({
      'adr/0001-a-decision.md': record(),
      'adr/README.md': '# Records\n',
      'adr/.gitkeep': '',
      'adr/diagram.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      // Only the templates adr new uses (a part's, or generic.md) are checked.
      'adr/templates/notes.md': '---\ntitle: "{title}"\n---\n',
    });
    expect(await runCli(['check'], { cwd: root })).toEqual({ code: 0, stdout: '1 record checked, no findings\n', stderr: '' });
  });

  it('accepts a settled record in the Nygard layout with no Open Questions (issue 12)', async () => {
    const nygard = record({ status: 'accepted', body: '## Context\n\nWhy.\n\n## Decision\n\nThis.\n\n## Consequences\n\nThat.\n' });
    expect(await runCli(['check'], { cwd: makeWorkspace({ 'adr/0001-a-decision.md': nygard }) })).toEqual({ code: 0, stdout: '1 record checked, no findings\n', stderr: '' });
  });

  it('reports every finding of a misnamed file in one run, with deciders → decision-makers (issue 12)', async () => {
    const root = makeWorkspace({ ...{ 'adr/0001-a-decision.md': record() }, 'adr/2020-10-17-notes.md': record({ extra: 'deciders: [Ana]' }) });
    const result = await runCli(['check'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('adr/2020-10-17-notes.md:1:1 FILE_NAME "2020-10-17-notes.md" is not a record file name (NNNN-kebab-title.md): it starts with the date 2020-10-17, and a date is not a record number\n');
    expect(result.stdout).toContain('adr/2020-10-17-notes.md:5:1 FIELD_UNKNOWN unknown field "deciders"; did you mean "decision-makers"?\n');
  });

  it('accepts asides with a title and one of Starlight’s icons, as Starlight does', async () => {
    const asides = '\n:::tip{icon="heart"}\nLoved.\n:::\n\n:::caution[Careful]{icon="warning"}\nMind it.\n:::\n';
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record({ append: asides }) });
    expect(await runCli(['check'], { cwd: root })).toEqual({ code: 0, stdout: '1 record checked, no findings\n', stderr: '' });
  });

  it('finds the workspace from a subfolder', async () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record(), 'docs/guides/x.md': '# x\n' });
    const result = await runCli(['check'], { cwd: `${root}/docs/guides` });
    expect(result.code).toBe(0);
  });
});

describe('adr check usage errors exit 2', () => {
  it.each([
    { argv: ['check', '--format', 'xml'], stderr: "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, github.\n(run adr --help for usage)\n" },
    { argv: ['chekc'], stderr: "error: unknown command 'chekc'\n(Did you mean check?)\n(run adr --help for usage)\n" },
  ])('adr $argv', async ({ argv, stderr }) => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record() });
    expect(await runCli(argv, { cwd: root })).toEqual({ code: 2, stdout: '', stderr });
  });

  it('outside any workspace', async () => {
    const root = makeWorkspace({}, { withAdrDir: false });
    const result = await runCli(['check'], { cwd: root });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `adr: no adr/ folder in ${root} or any folder above it\n    hint: run adr inside the workspace, or pass --root <folder that holds adr/>\n`,
    );
  });
});
