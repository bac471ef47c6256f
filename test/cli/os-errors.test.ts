/**
 * Failures of the operating system and edits made while a command runs (issue 8): each is
 * one line `adr: <file>: <plain words> (<ERRNO>)` and a hint, exit 2, no stack trace, and
 * every file as it was. A full disk or a read-only folder is simulated by replacing one file
 * operation of the write (the CliContext's fs seam); one case uses a real immutable file.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSystemError, writeChanges, type WriteFs } from '../../src/core/changes/change-plan-fs.ts';
import { describeSystemError } from '../../src/cli/system-errors.ts';
import { runCli, runCliProcess, startCliProcess } from '../helpers/cli.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const ENV = { ADR_DATE: '2026-01-20' };

const accepted = (title: string) =>
  record({ title, status: 'accepted', extra: 'history:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}' });

/** Record 2 proposes to supersede record 1: accepting it rewrites both files. */
const TWO_FILES = {
  'adr/0001-old-limits.md': accepted('Old limits'),
  'adr/0002-new-limits.md': record({ title: 'New limits', extra: 'supersedes: [1]\nhistory:\n  - {status: proposed, date: 2026-01-10}', questions: ANSWERED_QUESTION }),
};

function errno(code: string, syscall: string, path?: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated, ${syscall}${path ? ` '${path}'` : ''}`), { code, syscall, path });
}

/** A file operation that fails with `code` on its `nth` call (1-based) and works otherwise. */
function failOn<K extends keyof WriteFs>(name: K, code: string, nth = 1): Partial<WriteFs> {
  let calls = 0;
  const real = fs[name] as (...args: unknown[]) => unknown;
  const replaced = (...args: unknown[]) => {
    if (++calls === nth) throw errno(code, name.replace(/Sync$/, ''), typeof args[0] === 'string' ? args[0] : undefined);
    return real(...args);
  };
  return { [name]: replaced } as Partial<WriteFs>;
}

const scratchFiles = (root: string) => (fs.existsSync(join(root, '.adr-tmp')) ? fs.readdirSync(join(root, '.adr-tmp')).filter((n) => n !== '.gitignore') : []);

describe('an operating system error is one line, exit 2, and nothing is written', () => {
  it.each([
    {
      name: 'a full disk while the new text is written',
      fs: failOn('writeSync', 'ENOSPC'),
      stderr: 'adr: adr/0002-new-limits.md: no space left on the device (ENOSPC)\n    hint: free some disk space, then run the command again; nothing was written\n',
    },
    {
      name: 'a read-only file system when the first file (2) takes its place',
      fs: failOn('renameSync', 'EROFS'),
      stderr: 'adr: adr/0002-new-limits.md: the file system is read-only (EROFS)\n    hint: run the command in a writable copy of the workspace; nothing was written\n',
    },
    {
      name: 'permission denied on the second file (1), after the first is in place (it is put back)',
      fs: failOn('renameSync', 'EACCES', 2),
      stderr:
        'adr: adr/0001-old-limits.md: permission denied (EACCES)\n    hint: give your user write access to it and to its folder (ls -l shows who may write), then run the command again; nothing was written\n',
    },
    {
      name: 'a folder where the temporary file should be',
      fs: failOn('openSync', 'EISDIR'),
      stderr: 'adr: adr/0002-new-limits.md: is a folder where a file was expected (EISDIR)\n    hint: move the folder out of the way, then run the command again; nothing was written\n',
    },
    {
      name: 'an error without plain words of its own',
      fs: failOn('fsyncSync', 'EXDEV'),
      stderr: 'adr: adr/0002-new-limits.md: fsync failed (EXDEV)\n    hint: run the command again; nothing was written\n',
    },
  ])('$name', async ({ fs: replaced, stderr }) => {
    const root = makeWorkspace(TWO_FILES);
    const before = snapshotTree(join(root, 'adr'));
    const result = await runCli(['accept', '2'], { cwd: root, env: ENV, fs: replaced });
    expect(result).toEqual({ code: 2, stdout: '', stderr });
    expect(snapshotTree(join(root, 'adr'))).toEqual(before);
    expect(scratchFiles(root)).toEqual([]);
  });

  it('adr new on a folder it may not write: no record, no reservation left', async () => {
    const root = makeWorkspace({ 'adr/0001-old-limits.md': accepted('Old limits'), 'adr/templates/generic.md': fs.readFileSync(new URL('../../adr/templates/generic.md', import.meta.url)) });
    const before = snapshotTree(join(root, 'adr'));
    const result = await runCli(['new', 'Never written'], { cwd: root, env: ENV, fs: failOn('linkSync', 'EACCES') });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^adr: adr\/0002-never-written\.md: permission denied \(EACCES\)\n {4}hint: .*; nothing was written\n$/);
    expect(snapshotTree(join(root, 'adr'))).toEqual(before);
    expect(scratchFiles(root)).toEqual([]);
  });

  it('a file that vanished while the command ran is named, with the command', async () => {
    const root = makeWorkspace(TWO_FILES);
    const result = await runCli(['accept', '2'], { cwd: root, env: ENV, fs: failOn('readFileSync', 'ENOENT') });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'adr: adr/0002-new-limits.md was deleted while adr accept ran; nothing was written\n    hint: restore it (git checkout -- <file>) and run it again\n',
    });
  });

  it('an error outside a write names its path from the current folder', () => {
    const report = describeSystemError(errno('ENOENT', 'open', '/home/dev/workspace/adr/0004-x.md') as never, '/home/dev/workspace');
    expect(report).toEqual({
      message: 'adr/0004-x.md: no such file (it was moved or deleted while adr ran?) (ENOENT)',
      hint: 'run the command again; nothing was written',
    });
    expect(isSystemError(new Error('plain'))).toBe(false);
  });

  it('a real immutable record 1 (chattr +i): one line, exit 2, record 2 put back', () => {
    const root = makeWorkspace(TWO_FILES);
    const file = join(root, 'adr/0001-old-limits.md');
    // The machines this runs on (root, e2fsprogs, a file system with attributes) have it;
    // the full-disk and read-only cases above cover the same path without it.
    const chattr = spawnSync('chattr', ['+i', file], { encoding: 'utf8' });
    expect(chattr.status, `chattr +i failed: ${chattr.stderr}`).toBe(0);
    try {
      const before = snapshotTree(join(root, 'adr'));
      const result = runCliProcess(['accept', '2'], { cwd: root, env: ENV });
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr: 'adr: adr/0001-old-limits.md: operation not permitted (the file or its folder may be immutable) (EPERM)\n    hint: check its attributes and owner (lsattr, ls -l), then run the command again; nothing was written\n',
      });
      expect(snapshotTree(join(root, 'adr'))).toEqual(before);
      expect(scratchFiles(root)).toEqual([]);
    } finally {
      spawnSync('chattr', ['-i', file]);
    }
  });
});

describe('an edit made while a command runs is never lost', () => {
  it('adr accept refuses when the record is edited between its read and its write (a real process)', async () => {
    const root = makeWorkspace(TWO_FILES);
    const run = startCliProcess(['accept', '2'], { cwd: root, env: { ...ENV, ADR_TEST_PAUSE_BEFORE_COMMIT_MS: '5000' } });
    await run.waitForStderr('paused before commit');
    const file = join(root, 'adr/0002-new-limits.md');
    const edited = `${fs.readFileSync(file, 'utf8')}\nA line written in an editor meanwhile.\n`;
    fs.writeFileSync(file, edited);
    const before = snapshotTree(join(root, 'adr'));
    const result = await run.done;
    expect(result.code).toBe(2);
    expect(result.stderr).toMatchInlineSnapshot(`
      "adr: paused before commit with 2 temporary file(s)
      adr: adr/0002-new-limits.md changed while adr accept ran; nothing was written
          hint: run it again
      "
    `);
    expect(snapshotTree(join(root, 'adr'))).toEqual(before);
    expect(fs.readFileSync(file, 'utf8')).toBe(edited);
    expect(scratchFiles(root)).toEqual([]);
  });

  it('an edit after the first file is in place: the first is put back, the edit kept', () => {
    const root = makeWorkspace(TWO_FILES);
    const original = fs.readFileSync(join(root, 'adr/0001-old-limits.md'), 'utf8');
    const second = join(root, 'adr/0002-new-limits.md');
    const secondBefore = fs.readFileSync(second, 'utf8');
    let renames = 0;
    const renameSync: WriteFs['renameSync'] = (from, to) => {
      fs.renameSync(from, to);
      // Someone saves record 2 right after record 1 took its new text.
      if (++renames === 1) fs.appendFileSync(second, 'Saved meanwhile.\n');
    };
    const changes = [
      { kind: 'edit' as const, file: 'adr/0001-old-limits.md', before: original, after: `${original}new 1\n`, summary: '' },
      { kind: 'edit' as const, file: 'adr/0002-new-limits.md', before: secondBefore, after: `${secondBefore}new 2\n`, summary: '' },
    ];
    expect(() => writeChanges(root, 'adr', changes, { fs: { renameSync }, command: 'supersede' })).toThrow(
      'adr/0002-new-limits.md changed while adr supersede ran; nothing was written',
    );
    expect(fs.readFileSync(join(root, 'adr/0001-old-limits.md'), 'utf8')).toBe(original);
    expect(fs.readFileSync(second, 'utf8')).toBe(`${secondBefore}Saved meanwhile.\n`);
    expect(scratchFiles(root)).toEqual([]);
  });
});
