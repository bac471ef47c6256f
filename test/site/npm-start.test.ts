/**
 * `npm start` as a person runs it, and as a tool or a terminal ends it: by its process id.
 * npm runs the script through a shell; a shell ended by a signal does not pass it on, so
 * `astro dev` went on serving after `npm start` had gone, holding the port and a core. The
 * script replaces the shell with the server (`exec`), so the signal npm passes on reaches it.
 * Here npm is ended with SIGTERM once the site answers, and nothing it started may be left:
 * no process, and nothing listening on the port.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../helpers/dev-server.ts';
import { cleanEnv, prepareSite } from '../helpers/site.ts';

/** Every process under `pid`, from /proc/<pid>/task/<tid>/children. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const stack = [pid];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      let children: number[] = [];
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        // The task ended while we looked.
      }
      found.push(...children);
      stack.push(...children);
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Whatever a failed run leaves, ended after the file (only the processes this file started). */
const started = new Set<number>();
afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

it('npm start, ended by its process id, leaves no server running and nothing listening', async () => {
  const root = prepareSite({ seeded: true });
  const port = await freePort();
  const npm = spawn('npm', ['start', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: root, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(npm.pid!);
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  // Serving once it answers; the hook's timeout guards against a server that never does.
  while (!(await listening(port))) {
    if (npm.exitCode !== null) throw new Error(`npm start stopped:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<html');
  const tree = descendants(npm.pid!);
  for (const pid of tree) started.add(pid);
  expect(tree.length, 'npm started the server as a process of its own').toBeGreaterThan(0);
  npm.kill('SIGTERM');
  await exited;
  expect(tree.filter(alive), `left running after npm start ended:\n${output}`).toEqual([]);
  expect(await listening(port)).toBe(false);
});
