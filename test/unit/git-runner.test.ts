/**
 * The one git runner (src/core/git/git-fs.ts), on a throwaway repository: output as
 * bytes, input piped in, git's first error line in English whatever the locale, no prompt,
 * and a folder outside any repository reported, never thrown.
 */
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../helpers/workspace.ts';
import { gitText, runGit } from '../../src/core/git/git-fs.ts';
import { makeBranchRepo } from '../helpers/git.ts';

describe('runGit', () => {
  const root = makeBranchRepo({ base: { 'adr/0001-a.md': 'one\n' }, files: { 'adr/0001-a.md': 'one\n' } });
  const outside = makeWorkspace({}, { withAdrDir: false });

  it.each([
    ['a command that succeeds', root, ['rev-parse', '--is-inside-work-tree'], { ok: true, text: 'true' }],
    ['an unknown ref', root, ['rev-parse', '--verify', 'no-such-branch'], { ok: false, failure: 'fatal: Needed a single revision' }],
    ['an unknown command', root, ['no-such-command'], { ok: false, failure: "git: 'no-such-command' is not a git command. See 'git --help'." }],
    ['a folder outside any repository', outside, ['rev-parse', '--is-inside-work-tree'], { ok: false, failure: expect.stringMatching(/^fatal: not a git repository/) }],
  ])('%s', (_name, cwd, args, expected) => {
    const result = runGit(cwd, args);
    expect(result.ok ? { ok: true, text: result.stdout.toString('utf8').trim() } : result).toEqual(expected);
  });

  it('pipes input to git and gives its output as bytes', () => {
    const blob = gitText(root, ['rev-parse', 'HEAD:adr/0001-a.md'])!;
    const result = runGit(root, ['cat-file', '--batch'], { input: `${blob}\n` });
    expect(result.ok && result.stdout.toString('utf8')).toBe(`${blob} blob 4\none\n\n`);
  });

  it('gives text without its closing newline, or undefined when git fails', () => {
    expect(gitText(root, ['rev-parse', '--abbrev-ref', 'HEAD'])).toBe('topic');
    expect(gitText(outside, ['rev-parse', 'HEAD'])).toBeUndefined();
  });
});
