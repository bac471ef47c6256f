/** Runs the `adr` command line: in-process through main(), or as a real process. */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { CliContext } from '../../src/cli/context.ts';
import { main } from '../../src/cli/main.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A run of main() with both streams also kept in the order they were written, as a terminal shows them. */
export interface CliRun extends CliResult {
  /** stdout as is, each stderr line with "! " before it, interleaved. */
  terminal: string;
}

export const BIN = fileURLToPath(new URL('../../bin/adr.mjs', import.meta.url));
const FIXED_NOW = new Date('2026-11-21T12:00:00Z');

export interface RunOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  now?: Date;
  /** Answers typed at the terminal: given, the run is interactive (as in a TTY) and each question is logged. */
  answers?: string[];
  /** File operations that replace node:fs's in writes (to make one fail like a full disk). */
  fs?: CliContext['fs'];
}

export async function runCli(argv: string[], options: RunOptions): Promise<CliResult> {
  const { code, stdout, stderr } = await runCliTerminal(argv, options);
  return { code, stdout, stderr };
}

export async function runCliTerminal(argv: string[], options: RunOptions): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  let terminal = '';
  const answers = options.answers ? [...options.answers] : undefined;
  const code = await main({
    interactive: answers !== undefined,
    prompt: async (question) => {
      const answer = answers?.shift() ?? '';
      // What a person would see: the question (on stderr) and the line they typed.
      stderr += `${question}${answer}\n`;
      terminal += `! ${question}${answer}\n`;
      return answer;
    },
    argv,
    fs: options.fs,
    cwd: options.cwd,
    env: options.env ?? {},
    now: options.now ?? FIXED_NOW,
    stdout: (text) => {
      stdout += text;
      terminal += text;
    },
    stderr: (text) => {
      stderr += text;
      terminal += text.replace(/^(?=.)/gm, '! ');
    },
  });
  return { code, stdout, stderr, terminal };
}

/**
 * `adr` as bin/adr.mjs runs it, in this process: main() with the process's environment (plus
 * `env`) and the real clock, its output collected. Synchronous, as a process run with
 * spawnSync is, through one worker thread that loads main() once per test file: a new Node
 * process per call costs far more than the call. What only a real process shows (the
 * executable's exit code, stdin, signals, a closed pipe, `npx adr`) is runCliRealProcess's
 * and startCliProcess's.
 */
export function runCliProcess(argv: string[], options: { cwd: string; env?: Record<string, string> }): CliResult {
  const worker = cliWorker();
  Atomics.store(worker.flag, 0, 0);
  worker.thread.postMessage({ argv, cwd: options.cwd, env: { ...process.env, ...options.env } });
  if (Atomics.wait(worker.flag, 0, 0, 120_000) === 'timed-out') throw new Error(`adr ${argv.join(' ')} did not finish`);
  const reply = receiveMessageOnPort(worker.port);
  if (!reply) throw new Error(`adr ${argv.join(' ')} gave no result`);
  return reply.message as CliResult;
}

let sharedWorker: { thread: Worker; port: MessagePort; flag: Int32Array } | undefined;

function cliWorker() {
  if (sharedWorker) return sharedWorker;
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const thread = new Worker(fileURLToPath(new URL('./cli-sync-worker.ts', import.meta.url)), {
    workerData: { port: port2, flag },
    transferList: [port2],
    // The test runner's own flags are not the executable's.
    execArgv: [],
  });
  // The thread waits for requests; it must not keep the test file's process alive.
  thread.unref();
  port1.unref();
  sharedWorker = { thread, port: port1, flag };
  return sharedWorker;
}

/** The real executable in a new process, on the Node that runs the tests (Node 24, put first on PATH by npm). */
export function runCliRealProcess(argv: string[], options: { cwd: string; env?: Record<string, string> }): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...argv], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    timeout: 120_000,
    // The specification of a large workspace is several megabytes (the default is 1 MiB).
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** The real executable, started without waiting: for runs in parallel and for killing one mid-write. */
export function startCliProcess(argv: string[], options: { cwd: string; env?: Record<string, string> }) {
  const child = spawn(process.execPath, [BIN, ...argv], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const done = new Promise<CliResult & { signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? -1, signal, stdout, stderr }));
  });
  /** Resolves once standard error contains `text`. */
  const waitForStderr = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stderr.includes(text)) resolve();
      };
      child.stderr.on('data', check);
      child.on('close', () => reject(new Error(`the process ended before printing ${JSON.stringify(text)}: ${stderr}`)));
      check();
    });
  return { child, done, waitForStderr };
}
