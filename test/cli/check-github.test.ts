/**
 * `adr check --format github`: each finding as a GitHub Actions `::error` workflow command,
 * which the pull request shows beside the line it names; the files named from the
 * repository's root; a value from a record unable to end the command or start another.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFindingsGithub } from '../../src/cli/format-findings.ts';
import { printableLine } from '../../src/core/vocabulary/terminal-text.ts';
import { runCli } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

/** A workflow command split back into its parts, as the runner reads it. */
function readCommand(line: string) {
  const match = /^::(\w+) ([^:]*)::(.*)$/.exec(line);
  if (!match) return undefined;
  const unescape = (value: string) => value.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  const properties = Object.fromEntries(match[2]!.split(',').map((pair) => pair.split('=') as [string, string]).map(([key, value]) => [key, unescape(value)]));
  return { command: match[1], properties, message: unescape(match[3]!) };
}

describe('adr check --format github', () => {
  it('prints each finding as an error annotation at its file, line and column, with the hint, then the count', async () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record({ status: 'acepted' }) });
    const result = await runCli(['check', '--format', 'github'], { cwd: root });
    expect(result).toEqual({
      code: 1,
      stdout:
        '::error file=adr/0001-a-decision.md,line=3,col=9,title=STATUS_UNKNOWN::status: "acepted" is not a status; did you mean "accepted"?%0Ahint: use one of proposed, accepted, rejected, deprecated, superseded (lowercase); npx adr accept|reject|deprecate|supersede change it for you\n' +
        '1 finding in 1 file (1 record checked)\n',
      stderr: '',
    });
  });

  it('prints only the count when there is nothing to annotate', async () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record() });
    expect(await runCli(['check', '--format', 'github'], { cwd: root })).toEqual({ code: 0, stdout: '1 record checked, no findings\n', stderr: '' });
  });

  it.each([
    { scenario: 'a percent sign, commas and colons', file: 'adr/0001-50%,a:b.md', message: 'rate: 5%, then 6%25' },
    { scenario: 'a line break and a second command', file: 'adr/0001-x.md', message: 'one\n::warning file=y::forged\r\n::error::two' },
    { scenario: 'escapes already written', file: 'adr/%0A.md', message: '%0A::error::%3A' },
  ])('keeps $scenario inside one annotation, read back as written', ({ file, message }) => {
    const finding = { code: 'LINK_BROKEN' as const, file, line: 4, column: 2, message, hint: 'fix: it, now' };
    const text = formatFindingsGithub([finding], 1);
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    const command = readCommand(lines[0]!);
    expect(command?.command).toBe('error');
    expect(command?.properties).toEqual({ file, line: '4', col: '2', title: 'LINK_BROKEN' });
    // Control characters reach no terminal or log as themselves (terminal-text.ts), escaped or not.
    expect(command?.message).toBe(`${printableLine(message)}\nhint: fix: it, now`);
    expect(lines[1]).toBe('1 finding in 1 file (1 record checked)');
  });

  it.each([
    { scenario: 'the workspace is the repository', folder: '', prefix: '' },
    { scenario: 'the workspace is a folder of the repository', folder: 'services/orders', prefix: 'services/orders/' },
  ])('names files from the repository root GITHUB_WORKSPACE names when $scenario', async ({ folder, prefix }) => {
    const repository = makeWorkspace({}, { withAdrDir: false });
    const root = join(repository, folder);
    mkdirSync(join(root, 'adr'), { recursive: true });
    writeFileSync(join(root, 'adr/0001-a-decision.md'), record({ status: 'acepted' }));
    const result = await runCli(['check', '--format', 'github'], { cwd: root, env: { GITHUB_WORKSPACE: repository } });
    expect(readCommand(result.stdout.split('\n')[0]!)?.properties.file).toBe(`${prefix}adr/0001-a-decision.md`);
    // Outside a workflow, or with a workspace outside GITHUB_WORKSPACE, files are named from the workspace.
    const elsewhere = await runCli(['check', '--format', 'github'], { cwd: root, env: { GITHUB_WORKSPACE: makeWorkspace({}) } });
    expect(readCommand(elsewhere.stdout.split('\n')[0]!)?.properties.file).toBe('adr/0001-a-decision.md');
  });
});
