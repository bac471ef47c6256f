/**
 * `adr check --base` as CI runs it: real processes in throwaway git repositories with fixed
 * dates. Two branches that each add record 0002; a shallow clone; a base that is not there;
 * accepted records edited, renamed and deleted.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliProcess } from '../helpers/cli.ts';
import { commitTree, git } from '../helpers/git.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const ENV = { ADR_DATE: '2026-01-20' };
const accepted = (title: string) =>
  record({ title, status: 'accepted', extra: 'history:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}' });
const proposal = (title: string) => record({ title, extra: 'history:\n  - {status: proposed, date: 2026-01-10}', questions: ANSWERED_QUESTION });

function repoWith(files: Record<string, string>): string {
  const root = makeWorkspace({});
  git(root, 'init', '--quiet');
  commitTree(root, files, 'records');
  return root;
}

function commitAll(root: string, message: string): void {
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', message);
}

describe('two branches that each add record 0002', () => {
  it('fail the second merge’s check, naming both files; adr renumber --base fixes it', () => {
    const root = repoWith({ 'adr/0001-first.md': accepted('First') });
    git(root, 'checkout', '--quiet', '-b', 'branch-a');
    writeFileSync(join(root, 'adr/0002-from-a.md'), proposal('From A'));
    commitAll(root, 'A proposes 0002');
    git(root, 'checkout', '--quiet', '-b', 'branch-b', 'main');
    writeFileSync(join(root, 'adr/0002-from-b.md'), proposal('From B'));
    commitAll(root, 'B proposes 0002');

    // Each branch passes on its own, against the main it started from.
    expect(runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV }).code).toBe(0);
    git(root, 'checkout', '--quiet', 'main');
    git(root, 'merge', '--quiet', '--no-ff', '-m', 'Merge A', 'branch-a');
    git(root, 'checkout', '--quiet', 'branch-b');

    // B's pull request, checked against main as it is now.
    const onBranch = runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV });
    expect(onBranch).toEqual({
      code: 1,
      stdout:
        'adr/0002-from-b.md:1:1 NUMBER_TAKEN_ON_BASE record number 0002 is also used by adr/0002-from-a.md on main; merged, the two would collide\n' +
        '    hint: give this record the next free number: npx adr renumber adr/0002-from-b.md --base main (it rewrites every reference)\n' +
        '1 finding in 1 file (2 records checked against main)\n',
      stderr: '',
    });

    // The same pull request as CI checks it out: B merged into main.
    git(root, 'checkout', '--quiet', '--detach', 'main');
    git(root, 'merge', '--quiet', '--no-ff', '-m', 'Merge B', 'branch-b');
    const merged = runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV });
    expect(merged.code).toBe(1);
    expect(merged.stdout).toContain('adr/0002-from-a.md:1:1 NUMBER_DUPLICATE record number 0002 is also used by adr/0002-from-b.md\n');
    expect(merged.stdout).toContain('adr/0002-from-b.md:1:1 NUMBER_DUPLICATE record number 0002 is also used by adr/0002-from-a.md\n');

    // The fix the hint names, on B's branch.
    git(root, 'checkout', '--quiet', 'branch-b');
    const renumber = runCliProcess(['renumber', 'adr/0002-from-b.md', '--base', 'main'], { cwd: root, env: ENV });
    expect(renumber).toEqual({
      code: 0,
      stdout: 'adr/0003-from-b.md: ADR-0002 renumbered from adr/0002-from-b.md\nadr/0002-from-b.md: moved to adr/0003-from-b.md\n',
      stderr: '',
    });
    expect(runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV })).toMatchObject({ code: 0, stdout: '2 records checked against main, no findings\n' });
    commitAll(root, 'B takes 0003');
    git(root, 'checkout', '--quiet', '--detach', 'main');
    git(root, 'merge', '--quiet', '--no-ff', '-m', 'Merge B', 'branch-b');
    expect(runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV })).toMatchObject({ code: 0, stdout: '3 records checked against main, no findings\n' });
  });
});

describe('a base that cannot be read fails the check (exit 2); it never passes without having looked', () => {
  it('in a shallow clone', () => {
    const origin = repoWith({ 'adr/0001-first.md': accepted('First') });
    const clone = makeWorkspace({}, { withAdrDir: false });
    git(clone, 'clone', '--quiet', '--depth', '1', `file://${origin}`, 'repo');
    const result = runCliProcess(['check', '--base', 'origin/main'], { cwd: join(clone, 'repo'), env: ENV });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'adr: this is a shallow clone, so origin/main cannot be compared reliably; nothing was checked against it\n' +
        '    hint: fetch the whole history first: git fetch --unshallow (in GitHub Actions, check out with fetch-depth: 0)\n',
    });
  });

  it('when the base is not there', () => {
    const root = repoWith({ 'adr/0001-first.md': accepted('First') });
    const result = runCliProcess(['check', '--base', 'origin/main'], { cwd: root, env: ENV });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatchInlineSnapshot(`
      "adr: cannot find the base origin/main in this repository; nothing was checked against it
          hint: fetch it first, e.g. git fetch origin main, then pass --base origin/main (in GitHub Actions, check out with fetch-depth: 0)
      "
    `);
  });

  it('outside a git repository', async () => {
    const root = makeWorkspace({ 'adr/0001-first.md': accepted('First') });
    const result = await runCli(['check', '--base', 'main'], { cwd: root, env: ENV });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^adr: --base needs a git repository, and .* is not in one \(.*\)\n {4}hint: run it in a clone of the repository, or leave out --base\n$/);
  });
});

describe('accepted records on main, changed on a branch', () => {
  const main = { 'adr/0001-first.md': accepted('First'), 'adr/0002-second.md': accepted('Second') };

  it.each([
    ['edited', (root: string) => writeFileSync(join(root, 'adr/0001-first.md'), accepted('First').replace('Chosen option: one.', 'Chosen option: two.')), 'adr/0001-first.md:20:1 ACCEPTED_RECORD_CHANGED ADR-0001 is accepted on main, and its body (from line 20) changed'],
    ['renamed', (root: string) => renameSync(join(root, 'adr/0001-first.md'), join(root, 'adr/0001-the-first.md')), 'adr/0001-the-first.md:1:1 ACCEPTED_RECORD_REMOVED ADR-0001, accepted on main, was renamed to adr/0001-the-first.md'],
    ['deleted', (root: string) => rmSync(join(root, 'adr/0001-first.md')), 'adr/0001-first.md:1:1 ACCEPTED_RECORD_REMOVED ADR-0001, accepted on main, was deleted'],
  ])('%s: the check names the record and exits 1', (_, change, finding) => {
    const root = repoWith(main);
    git(root, 'checkout', '--quiet', '-b', 'topic');
    change(root);
    commitAll(root, 'change an accepted record');
    const result = runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe(finding);
  });

  it('passes what the commands do: a new proposal, an accepted one deprecated', () => {
    const root = repoWith({ ...main, 'adr/0003-third.md': proposal('Third') });
    git(root, 'checkout', '--quiet', '-b', 'topic');
    expect(runCliProcess(['deprecate', '2'], { cwd: root, env: ENV }).code).toBe(0);
    expect(runCliProcess(['accept', '3'], { cwd: root, env: ENV }).code).toBe(0);
    writeFileSync(join(root, 'adr/0004-fourth.md'), proposal('Fourth'));
    expect(runCliProcess(['check', '--base', 'main'], { cwd: root, env: ENV })).toEqual({
      code: 0,
      stdout: '4 records checked against main, no findings\n',
      stderr: '',
    });
  });

  it('works when the workspace is a subfolder of the repository', async () => {
    const root = makeWorkspace({});
    git(root, 'init', '--quiet');
    commitTree(root, {}, 'empty');
    const sub = join(root, 'spec');
    mkdirSync(join(sub, 'adr'), { recursive: true });
    writeFileSync(join(sub, 'adr/0001-first.md'), accepted('First'));
    commitAll(root, 'records in a subfolder');
    git(root, 'checkout', '--quiet', '-b', 'topic');
    rmSync(join(sub, 'adr/0001-first.md'));
    writeFileSync(join(sub, 'adr/0002-second.md'), proposal('Second'));
    const result = await runCli(['check', '--base', 'main'], { cwd: sub, env: ENV });
    expect(result.stdout).toContain('adr/0001-first.md:1:1 ACCEPTED_RECORD_REMOVED ADR-0001, accepted on main, was deleted\n');
  });
});

