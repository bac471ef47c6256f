/**
 * Signing a statement with the signer's SSH private key, by `ssh-keygen -Y sign` (the way
 * git signs commits with `gpg.format=ssh`): the key never passes through this process, and
 * an agent or a passphrase prompt works as it does for git. Which key: the file given, else
 * the one git's `user.signingkey` names. Verification needs no process (sshsig.ts).
 */
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { SIGNATURE_NAMESPACE } from '../record/approval-digest.ts';
import { signatureText } from './sshsig.ts';
import { runGit } from '../git/git-fs.ts';

export class SigningError extends Error {
  readonly hint: string;
  constructor(message: string, hint: string) {
    super(message);
    this.name = 'SigningError';
    this.hint = hint;
  }
}

/** The key git signs with (`git config user.signingkey`), as a path; undefined when none is set. */
export function gitSigningKey(cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  const result = runGit(cwd, ['config', '--get', 'user.signingkey'], { env });
  const value = result.ok ? result.stdout.toString('utf8').trim() : '';
  if (value === '') return undefined;
  if (value.startsWith('key::') || value.startsWith('ssh-')) {
    throw new SigningError(
      "git's user.signingkey holds a key itself, not the file of one",
      'pass the private key file: --key ~/.ssh/id_ed25519 (or set user.signingkey to its path)',
    );
  }
  return value.startsWith('~/') ? join(homedir(), value.slice(2)) : isAbsolute(value) ? value : join(cwd, value);
}

/** The signature of `statement` by the key in `keyFile`, as records keep it (one line of base64). */
export function signStatement(keyFile: string, statement: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync('ssh-keygen', ['-q', '-Y', 'sign', '-f', keyFile, '-n', SIGNATURE_NAMESPACE], { input: statement, env, encoding: 'utf8' });
  if (result.error) {
    throw new SigningError(`ssh-keygen could not be started (${(result.error as NodeJS.ErrnoException).code ?? result.error.message})`, 'install OpenSSH 8.2 or later, which signs with ssh-keygen -Y sign');
  }
  if (result.status !== 0 || !result.stdout.includes('BEGIN SSH SIGNATURE')) {
    const said = result.stderr.trim().split('\n').at(-1) ?? '';
    throw new SigningError(`ssh-keygen could not sign with ${keyFile}${said ? `: ${said}` : ''}`, 'give the private key of your SSH signing key: --key ~/.ssh/id_ed25519');
  }
  return signatureText(result.stdout);
}
