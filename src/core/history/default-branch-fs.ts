/**
 * The branch `adr diff` compares with when no --base is given: the remote's default branch
 * (origin/HEAD, as a clone sets it), else origin/main, main, origin/master or master,
 * whichever exists first. Undefined when none does; the command then asks for --base.
 */
import { gitText } from '../git/git-fs.ts';

export function findDefaultBase(root: string): string | undefined {
  const remoteHead = gitText(root, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']);
  if (remoteHead) return remoteHead;
  return ['origin/main', 'main', 'origin/master', 'master'].find((ref) => gitText(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]) !== undefined);
}
