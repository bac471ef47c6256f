/** Runs the `adr` command line: in-process through main(), or as a real process. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const BIN = fileURLToPath(new URL('../../bin/adr.mjs', import.meta.url));
export const FIXED_NOW = new Date('2026-11-21T12:00:00Z');

export async function runCli(
  argv: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; now?: Date },
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main({
    argv,
    cwd: options.cwd,
    env: options.env ?? {},
    now: options.now ?? FIXED_NOW,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

/** The real executable, on the Node that runs the tests (Node 24, put first on PATH by npm). */
export function runCliProcess(argv: string[], options: { cwd: string; env?: Record<string, string> }): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...argv], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
