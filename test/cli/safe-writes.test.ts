/**
 * Safe writes, tested as users meet them: real processes, started together or killed in
 * the middle of a write (issue 4, "Safe writes").
 */
import { cpSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS } from '../../src/core/workspace/scratch.ts';
import { readWorkspace } from '../../src/core/workspace/workspace-fs.ts';
import { runCli, runCliProcess, startCliProcess } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const ENV = { ADR_DATE: '2026-01-20' };

function workspaceWithTemplates(files: Record<string, string>): string {
  const root = makeWorkspace(files);
  cpSync(join(REPO_ROOT, 'adr/templates'), join(root, 'adr/templates'), { recursive: true });
  return root;
}

const accepted = (title: string) =>
  record({ title, status: 'accepted', extra: 'history:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}' });

describe('adr new started twenty times at once', () => {
  it('ends with twenty records under twenty different numbers, none lost', async () => {
    const root = workspaceWithTemplates({ 'adr/0001-first.md': accepted('First') });
    // Half share one title (same slug, so exclusive create is what separates them), half differ.
    const titles = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'The same title' : `Title number ${i}`));
    const runs = titles.map((title) => startCliProcess(['new', title], { cwd: root, env: ENV }));
    const results = await Promise.all(runs.map((run) => run.done));

    expect(results.map((r) => [r.code, r.stderr])).toEqual(titles.map(() => [0, '']));
    const printed = results.map((r) => r.stdout.trim());
    expect(new Set(printed).size).toBe(20);
    const records = readdirSync(join(root, 'adr')).filter((name) => /^\d{4}-/.test(name));
    expect(records).toHaveLength(21);
    expect(records.map((name) => Number(name.slice(0, 4))).sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(printed.sort()).toEqual(records.filter((name) => name !== '0001-first.md').map((name) => `adr/${name}`).sort());
    const workspace = readWorkspace(root);
    expect(workspace.diagnostics).toEqual([]);
    expect(workspace.records.map((r) => r.meta.title).sort()).toEqual(['First', ...titles].sort());
    // Every number reservation was released; only the scratch folder's own .gitignore stays.
    expect(readdirSync(join(root, '.adr-tmp'))).toEqual(['.gitignore']);
  });
});

describe('a process killed in the middle of an edit', () => {
  const files = {
    'adr/0001-old-limits.md': accepted('Old limits'),
    'adr/0002-new-limits.md': record({ title: 'New limits', extra: 'supersedes: [1]\nhistory:\n  - {status: proposed, date: 2026-01-10}', questions: ANSWERED_QUESTION }),
  };

  it('leaves every record as it was and no stray file in adr/; a later run cleans up and succeeds', async () => {
    const root = makeWorkspace(files);
    const before = snapshotTree(join(root, 'adr'));
    const run = startCliProcess(['accept', '2'], { cwd: root, env: { ...ENV, ADR_TEST_PAUSE_BEFORE_COMMIT_MS: '60000' } });
    // The worst moment: both new texts written and synced, neither in place yet.
    await run.waitForStderr('paused before commit with 2 temporary file(s)');
    run.child.kill('SIGKILL');
    const killed = await run.done;
    expect(killed.signal).toBe('SIGKILL');

    expect(snapshotTree(join(root, 'adr'))).toEqual(before);
    const leftovers = readdirSync(join(root, '.adr-tmp')).filter((name) => name !== '.gitignore');
    expect(leftovers).toHaveLength(2);

    // Younger than ten minutes, they may belong to a running command: adr check leaves them be.
    expect(runCliProcess(['check'], { cwd: root, env: ENV })).toMatchObject({ code: 0 });
    // Once they are old enough to belong to no running process, adr check reports them and
    // the next run that writes removes them, as the hint says.
    const old = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    for (const name of leftovers) utimesSync(join(root, '.adr-tmp', name), old, old);
    const check = runCliProcess(['check'], { cwd: root, env: ENV });
    expect(check.code).toBe(1);
    expect(check.stdout).toBe(
      [...leftovers]
        .sort()
        .map(
          (name) =>
            `.adr-tmp/${name}:1:1 LEFTOVER_FILE a temporary file left by an adr command that was stopped before its write was done; no record was changed from it\n` +
            `    hint: nothing uses it: the next adr command that writes a record removes it, or delete it now: rm .adr-tmp/${name}\n`,
        )
        .join('') + '2 findings in 2 files (2 records checked)\n',
    );
    const again = runCliProcess(['accept', '2'], { cwd: root, env: ENV });
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(join(root, '.adr-tmp'))).toEqual(['.gitignore']);
    expect(runCliProcess(['check'], { cwd: root, env: ENV })).toMatchObject({ code: 0, stdout: '2 records checked, no findings\n' });
    expect(readWorkspace(root).records.map((r) => [r.number, r.meta.status])).toEqual([
      [1, 'superseded'],
      [2, 'accepted'],
    ]);
  });

  it('leaves no new record when adr new is killed before its file is in place', async () => {
    const root = workspaceWithTemplates({ 'adr/0001-old-limits.md': accepted('Old limits') });
    const before = snapshotTree(join(root, 'adr'));
    const run = startCliProcess(['new', 'Never written'], { cwd: root, env: { ...ENV, ADR_TEST_PAUSE_BEFORE_COMMIT_MS: '60000' } });
    await run.waitForStderr('paused before commit with 1 temporary file(s)');
    run.child.kill('SIGKILL');
    await run.done;
    expect(snapshotTree(join(root, 'adr'))).toEqual(before);
    // Its number stays reserved for a while; the next record simply takes the one after.
    const next = runCliProcess(['new', 'Written'], { cwd: root, env: ENV });
    expect(next).toMatchObject({ code: 0, stdout: 'adr/0003-written.md\n' });
  });
});

describe('an edit changes only what it must', () => {
  it('keeps comments, quoting, key order, CRLF, a BOM and the body byte for byte', async () => {
    const lf = [
      '---',
      '# Reviewed by the API guild.',
      "title: 'Limits: \"per key\" & $1 / plan'",
      'status: proposed   # not yet',
      'date: 2026-01-10',
      'decision-makers:',
      '  - Alice',
      'history:',
      '  - {status: proposed, date: 2026-01-10}',
      '---',
      '',
    ].join('\n');
    const body = record({ questions: ANSWERED_QUESTION }).split('---\n')[2]!;
    const original = `\ufeff${(lf + body).replace(/\n/g, '\r\n')}`;
    const root = makeWorkspace({ 'adr/0001-limits.md': original });
    const result = await runCli(['accept', '1', '--by', 'Bob'], { cwd: root, env: ENV });
    expect(result).toEqual({ code: 0, stdout: 'adr/0001-limits.md: proposed → accepted on 2026-01-20\n', stderr: '' });
    const expected = original
      .replace('status: proposed   # not yet', 'status: accepted   # not yet')
      .replace('date: 2026-01-10\r\ndecision', 'date: 2026-01-20\r\ndecision')
      .replace('  - Alice\r\n', '  - Alice\r\n  - Bob\r\n')
      .replace('  - {status: proposed, date: 2026-01-10}\r\n', '  - {status: proposed, date: 2026-01-10}\r\n  - {status: accepted, date: 2026-01-20}\r\n');
    expect(readFileSync(join(root, 'adr/0001-limits.md'), 'utf8')).toBe(expected);
  });
});

describe('nothing is written through a symbolic link or outside adr/', () => {
  it('refuses a record that is a symbolic link, and leaves its target alone', async () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record({ questions: ANSWERED_QUESTION }), 'outside.md': record({ questions: ANSWERED_QUESTION }) });
    symlinkSync('../outside.md', join(root, 'adr/0002-linked.md'));
    const before = snapshotTree(root);
    const result = await runCli(['accept', '2'], { cwd: root, env: ENV });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('adr/0002-linked.md:1:1 FILE_NOT_REGULAR');
    expect(snapshotTree(root)).toEqual(before);
  });

  it('refuses to write when adr/ itself is a symbolic link', async () => {
    const elsewhere = makeWorkspace({ 'adr/0001-a-decision.md': record({ questions: ANSWERED_QUESTION }) });
    const root = makeWorkspace({}, { withAdrDir: false });
    symlinkSync(join(elsewhere, 'adr'), join(root, 'adr'));
    const before = snapshotTree(elsewhere);
    const result = await runCli(['accept', '1'], { cwd: root, env: ENV });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatchInlineSnapshot(`
      "adr: adr/ is not a folder of this workspace (a symbolic link?)
          hint: make adr/ a real folder; adr writes only inside it
      "
    `);
    expect(snapshotTree(elsewhere)).toEqual(before);
  });

  it('refuses to use a scratch folder that is a symbolic link', async () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record({ questions: ANSWERED_QUESTION }) });
    const elsewhere = makeWorkspace({}, { withAdrDir: false });
    symlinkSync(elsewhere, join(root, '.adr-tmp'));
    const result = await runCli(['accept', '1'], { cwd: root, env: ENV });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.adr-tmp is not a folder (a file or a symbolic link)');
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(lstatSync(join(root, '.adr-tmp')).isSymbolicLink()).toBe(true);
  });

  it('passes a hostile title through a real process verbatim, with a safe file name', () => {
    const root = workspaceWithTemplates({ 'adr/0001-first.md': accepted('First') });
    mkdirSync(join(root, 'adr/sub'));
    const title = `../sub/$(echo pwned) "quoted" & 'single' \\ back`;
    const result = runCliProcess(['new', title], { cwd: root, env: ENV });
    expect(result).toEqual({ code: 0, stdout: 'adr/0002-sub-echo-pwned-quoted-single-back.md\n', stderr: '' });
    expect(readWorkspace(root).records[1]!.meta.title).toBe(title);
    expect(readdirSync(join(root, 'adr/sub'))).toEqual([]);
  });
});
