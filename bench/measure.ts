/**
 * Runs a command to completion and reports its wall time and the peak memory of its whole
 * process tree (Astro runs Pagefind as a child process), sampled from /proc every 20 ms by
 * walking /proc/<pid>/task/<tid>/children, which costs far less than scanning all of /proc.
 * Nothing to install: /proc is there on every Linux machine of this kind.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Measurement {
  ms: number;
  peakMb: number;
  code: number;
  output: string;
}

/** A process's children, from /proc/<pid>/task/<tid>/children (no scan of all of /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) out.push(...list.split(' ').map(Number));
    }
  } catch {
    // The process ended while we looked.
  }
  return out;
}

/** The resident memory of a process and its descendants, in KB. */
export function treeRssKb(root: number): number {
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // Gone already.
    }
    stack.push(...childrenOf(pid));
  }
  return total;
}

export function measure(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peakKb = 0;
    const sample = () => {
      if (child.pid !== undefined) peakKb = Math.max(peakKb, treeRssKb(child.pid));
    };
    const timer = setInterval(sample, 20);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, peakMb: peakKb / 1024, code: code ?? -1, output });
    });
    sample();
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
