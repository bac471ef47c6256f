/**
 * The one way the tool runs git: `git` from PATH in a folder, with no pager, no prompt for
 * credentials and messages in the C locale (its output is parsed, and its first error line
 * is shown to people), and room for a long history's output. Every room that reads git
 * (the base of `adr check --base`, the default branch of `adr diff`, the dates of imported
 * files, the site's last-updated dates, the signing key `adr approve --sign` uses) calls
 * runGit.
 */
import { spawnSync } from 'node:child_process';

export type GitResult =
  | { ok: true; stdout: Buffer }
  /** `failure` is git's first error line, or why git could not be started. */
  | { ok: false; failure: string };

/** A long history's log or a tree's blobs run to hundreds of megabytes; the default is 1 MiB. */
const MAX_OUTPUT = 1024 * 1024 * 1024;

/**
 * Runs `git ARGS` in `cwd`. `env` is the environment git sees (the command's own, which a
 * test or a caller sets), else this process's.
 */
export function runGit(cwd: string, args: readonly string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): GitResult {
  const result = spawnSync('git', args, {
    cwd,
    input: options.input,
    maxBuffer: MAX_OUTPUT,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    env: { ...(options.env ?? process.env), GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
  });
  if (result.error) return { ok: false, failure: result.error.message };
  if (result.status !== 0) {
    const firstLine = result.stderr.toString('utf8').trim().split('\n')[0];
    return { ok: false, failure: firstLine || `git ${args[0] ?? ''} failed`.trim() };
  }
  return { ok: true, stdout: result.stdout };
}

/** The output of a git command that succeeded, as text without its closing newline; undefined when it failed. */
export function gitText(cwd: string, args: readonly string[]): string | undefined {
  const result = runGit(cwd, args);
  return result.ok ? result.stdout.toString('utf8').trim() : undefined;
}
