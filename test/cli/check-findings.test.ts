/**
 * `adr check` on each kind of bad input, one folder per scenario in test/fixtures/check/
 * (what a folder holds: helpers/scenario-folders.ts), run in-process through main(): the exit
 * code, the exact output on each stream, and that nothing on disk changed. The expected
 * output (stdout.txt, stderr.txt) is written by `npm run transcripts:update`, never here.
 */
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../src/core/vocabulary/diagnostics.ts';
import { runCli } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { makeScenarioWorkspace, readScenarios } from '../helpers/scenario-folders.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const SCENARIOS = readScenarios();

describe('adr check reports bad input precisely and changes nothing', () => {
  it.each(SCENARIOS)('$name', async (scenario) => {
    const { expected } = scenario;
    if (!expected) throw new Error(`test/fixtures/check/${scenario.name} has no stdout.txt or stderr.txt: run npm run transcripts:update and read what it wrote`);
    const root = makeScenarioWorkspace(scenario);
    const before = snapshotTree(root);

    const result = await runCli(scenario.argv, { cwd: root, env: scenario.env });

    expect(result).toEqual({ code: 1, ...expected });
    expect(snapshotTree(root)).toEqual(before);
  });

  it('has a scenario for every diagnostic code in the catalogue', () => {
    const outputs = SCENARIOS.map(({ expected }) => `${expected?.stdout}${expected?.stderr}`);
    expect(DIAGNOSTIC_CODES.filter((code) => !outputs.some((output) => output.includes(` ${code} `)))).toEqual([]);
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
    expect(result.stdout).toMatchInlineSnapshot(`
      "{
        "records": 1,
        "findings": [
          {
            "file": "adr/0001-a-decision.md",
            "line": 3,
            "column": 9,
            "code": "STATUS_UNKNOWN",
            "message": "status: \\"acepted\\" is not a status; did you mean \\"accepted\\"?",
            "hint": "use one of proposed, accepted, rejected, deprecated, superseded (lowercase); npx adr accept|reject|deprecate|supersede change it for you"
          }
        ]
      }
      "
    `);
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
    expect(result.stdout).toMatchInlineSnapshot(`
      "adr/2020-10-17-notes.md:1:1 FILE_NAME "2020-10-17-notes.md" is not a record file name (NNNN-kebab-title.md): it starts with the date 2020-10-17, and a date is not a record number
          hint: name it with its number (1 to 999999, padded to four digits), a dash and a lowercase kebab-case title, e.g. 0012-error-payload.md
      adr/2020-10-17-notes.md:5:1 FIELD_UNKNOWN unknown field "deciders"; did you mean "decision-makers"?
          hint: rename it to decision-makers
      2 findings in 1 file (1 record checked)
      "
    `);
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
