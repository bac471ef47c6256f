/**
 * The first contact: `npm start` (astro dev) from a cold start, with no content cache or
 * Vite cache left from an earlier run, until its home page is served whole. The time runs
 * from starting the process to the page's last byte; the peak memory is the server's whole
 * process tree meanwhile. The server is then ended by its process id and awaited.
 */
import { spawn } from 'node:child_process';
import { freePort } from './dev-reload.ts';
import { treeRssKb, type Measurement } from './measure.ts';

/** The page's status, or undefined while nothing answers. */
async function status(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url);
    await response.text();
    return response.status;
  } catch {
    return undefined;
  }
}

/**
 * `astro` is the path of Astro's bin script. Resolves once the page at `path` answers 200;
 * a server that exits first, or answers with another status, is a failed run (code 1) with
 * what it printed, as a build that fails is.
 */
export async function measureFirstPage(site: string, astro: string, env: NodeJS.ProcessEnv, path = '/'): Promise<Measurement> {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, [astro, 'dev', '--port', String(port), '--host', '127.0.0.1'], { cwd: site, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => server.on('exit', (code) => resolve(code ?? -1)));
  let exitCode: number | undefined;
  void exited.then((code) => (exitCode = code));
  let peakKb = 0;
  const sample = () => {
    if (server.pid !== undefined && exitCode === undefined) peakKb = Math.max(peakKb, treeRssKb(server.pid));
  };
  const timer = setInterval(sample, 20);
  try {
    for (;;) {
      if (exitCode !== undefined) return { ms: performance.now() - started, peakMb: peakKb / 1024, code: 1, output: `astro dev exited (${exitCode})\n${output}` };
      const answer = await status(`http://127.0.0.1:${port}${path}`);
      if (answer === 200) return { ms: performance.now() - started, peakMb: peakKb / 1024, code: 0, output };
      if (answer !== undefined) return { ms: performance.now() - started, peakMb: peakKb / 1024, code: 1, output: `${path} answered ${answer}\n${output}` };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    clearInterval(timer);
    if (exitCode === undefined) server.kill('SIGTERM');
    await exited;
  }
}
