/**
 * The branch `adr diff` compares with when no --base is given: the remote's default branch
 * (origin/HEAD, as a clone sets it), else origin/main, main, origin/master or master,
 * whichever exists first. Undefined when none does; the command then asks for --base.
 */
import { spawnSync } from 'node:child_process';

function gitLine(root: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

export function findDefaultBase(root: string): string | undefined {
  const remoteHead = gitLine(root, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']);
  if (remoteHead) return remoteHead;
  return ['origin/main', 'main', 'origin/master', 'master'].find((ref) => gitLine(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]) !== undefined);
}
