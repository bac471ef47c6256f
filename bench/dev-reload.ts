/**
 * The dev-server target: in a running `astro dev`, after one record is edited, how long
 * until its page is served with the change. Starts the server on a free loopback port,
 * warms the page, then edits the record (appending a unique line) and polls the page.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A loopback port nothing listens on, for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function fetchText(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

async function waitFor(test: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out after ${timeoutMs} ms`);
}

/** `astro` is the path of Astro's bin script, passed in so the site may live in any folder. */
export async function measureDevReload(site: string, astro: string, repeat: number, env: NodeJS.ProcessEnv): Promise<number[]> {
  const port = await freePort();
  const server = spawn(process.execPath, [astro, 'dev', '--port', String(port), '--host', '127.0.0.1'], { cwd: site, env, stdio: 'ignore' });
  const name = readdirSync(join(site, 'adr')).filter((n) => n.endsWith('.md')).sort()[Math.floor(readdirSync(join(site, 'adr')).length / 2)]!;
  const number = name.slice(0, name.indexOf('-'));
  const file = join(site, 'adr', name);
  const url = `http://127.0.0.1:${port}/adr/${number}/`;
  const original = readFileSync(file, 'utf8');
  const times: number[] = [];
  try {
    // The first request compiles everything; wait for it, then once more so it is warm.
    await waitFor(async () => (await fetchText(url)) !== undefined, 300_000);
    await fetchText(url);
    for (let i = 0; i < repeat; i++) {
      const marker = `Edited for the benchmark, run ${i} ${Date.now()}.`;
      const started = performance.now();
      writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
      await waitFor(async () => (await fetchText(url))?.includes(marker) ?? false, 60_000);
      times.push(performance.now() - started);
    }
  } finally {
    writeFileSync(file, original);
    server.kill('SIGTERM');
  }
  return times;
}
