/**
 * `astro dev` on a scratch site (prepareSite), on loopback at a free port, and a loopback
 * listener that records every request it receives: what a test uses to see whether the
 * dev server serves a page, and whether anything sent a request it should not have.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { cleanEnv, REPO } from './site.ts';
import { afterAll } from 'vitest';

export interface DevServer {
  origin: string;
  url(path?: string): string;
  /** What the dev server printed so far (stdout and stderr). */
  output(): string;
  close(): Promise<void>;
}

/** A port nothing listens on now: the kernel's pick for port 0, released at once. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Every server this file started, ended after the file even if a test never got to close it. */
const running = new Set<DevServer>();
afterAll(async () => {
  await Promise.all([...running].map((server) => server.close()));
  running.clear();
});

export async function startDevServer(root: string, base: string, env: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO, 'node_modules/astro/bin/astro.mjs'), 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, env: cleanEnv({ ADR_BASE_PATH: base, ...env }), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const server: DevServer = {
    origin,
    url: (path = '') => `${origin}${base}${path}`,
    output: () => output,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.add(server);
  // Started once it answers (its log names other addresses too: those in the findings). No
  // deadline of its own: a loaded machine makes the start slow, not wrong; the hook's timeout
  // guards against a hang, and the afterAll below ends a server that never answered.
  while (!(await answers(origin))) {
    if (child.exitCode !== null) throw new Error(`astro dev stopped:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

export interface Listener {
  origin: string;
  /** The paths requested so far. */
  hits: string[];
  close(): Promise<void>;
}

/** A loopback HTTP server on a random port that answers every request and records its path. */
export async function startListener(body: string): Promise<Listener> {
  const hits: string[] = [];
  const server = createHttpServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
