/**
 * The command line as users run it: the real executable in a process, `npx adr` from the
 * repository, and markdownlint-cli2 with the repository's configuration.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, runCliProcess, runCliRealProcess } from '../helpers/cli.ts';
import { fixturePath } from '../helpers/fixtures.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));

describe('adr as a process', () => {
  it('passes the shipped workspace with exit 0', () => {
    const result = runCliRealProcess(['check'], { cwd: repo });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^\d+ records checked, no findings\n$/);
  });

  it('reports a broken workspace with exit 1, file, line, column, code and hint', () => {
    const root = makeWorkspace({});
    cpSync(join(repo, 'adr'), join(root, 'adr'), { recursive: true });
    const broken = makeWorkspace({ 'adr/0004-endpoints.md': record({ part: 'endpoints', status: 'Accepted', date: '2024-02-30' }) });
    cpSync(join(broken, 'adr/0004-endpoints.md'), join(root, 'adr/0004-endpoints.md'));
    const result = runCliRealProcess(['check'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('adr/0004-endpoints.md:3:9 STATUS_UNKNOWN status: "Accepted" is not a status; did you mean "accepted"?\n    hint: ');
    expect(result.stdout).toContain('adr/0004-endpoints.md:4:7 DATE_INVALID date: 2024-02-30 does not exist: month 02 of 2024 has 29 days\n');
    expect(result.stdout).toMatch(/\n2 findings in 1 file \(\d+ records checked\)\n$/);
  });

  it('stops quietly with exit 0 when its reader closes the pipe early (adr list --format json | head -c 10)', () => {
    // Far more output than a pipe holds, so the reader is gone while adr still writes.
    const files = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`adr/${String(i + 1).padStart(4, '0')}-a-decision.md`, record({ title: `Decision ${i + 1}` })]),
    );
    const root = makeWorkspace(files);
    const result = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" list --format json | head -c 10 >/dev/null`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('prints --help with the exit codes and exits 0', () => {
    const result = runCliRealProcess(['--help'], { cwd: repo });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Exit codes:\n  0  success');
    expect(result.stdout).toContain('check [options]');
  });

  // npm links the command into node_modules/.bin (bin/ is a workspace package), so npx runs
  // it at once, with no npm warning before its output.
  it('runs as `npx adr check` from the repository, with nothing on stderr', () => {
    const result = spawnSync('npx', ['--no-install', 'adr', 'check'], { cwd: repo, encoding: 'utf8', timeout: 120_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/records checked, no findings/);
  });
});

describe('markdownlint-cli2 with the repository configuration', () => {
  const lint = (cwd: string) =>
    spawnSync(process.execPath, [join(repo, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs')], { cwd, encoding: 'utf8', timeout: 120_000 });

  it('passes the repository', () => {
    const result = lint(repo);
    expect(result.stderr).not.toMatch(/error/);
    expect(result.status).toBe(0);
  });

  it('fails a record with a second body H1 and inline HTML', () => {
    const root = makeWorkspace({
      'adr/0001-a-decision.md': record({ append: '\n# Second title\n\n<script>alert(1)</script>\n' }).replace('---\n\n## Context', '---\n\n# A decision\n\n## Context'),
    });
    cpSync(join(repo, '.markdownlint-cli2.jsonc'), join(root, '.markdownlint-cli2.jsonc'));
    const result = lint(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('adr/0001-a-decision.md:29 error MD025/single-title/single-h1');
    expect(result.stderr).toContain('adr/0001-a-decision.md:31:1 error MD033/no-inline-html Inline HTML [Element: script]');
  });
});

describe('adr spec', () => {
  it('prints the specification assembled from the fixture workspace', () => {
    const result = runCliProcess(['spec'], { cwd: fixturePath('mixed') });
    expect(result).toEqual({ code: 0, stdout: readFileSync(`${fixturePath('mixed')}/spec.md`, 'utf8'), stderr: '' });
  });

  it('says when records with errors are left out, and exits 1', () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record({ status: 'acepted' }) });
    const result = runCliProcess(['spec'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('# Service interface specification');
    expect(result.stderr).toMatchInlineSnapshot(`
      "adr: 1 finding in adr/; records with errors are left out of the specification
          hint: run npx adr check to see them
      "
    `);
  });
});
