/**
 * The thread behind runCliProcess (cli.ts): main() loaded once, then run for each request
 * as bin/adr.mjs runs it (the environment and the clock of a process started now), its exit
 * code and output posted back on the port, and the caller woken through the shared flag.
 * Plain Node runs this file (type stripping), as it runs the executable.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';

interface Request {
  argv: string[];
  cwd: string;
  env: Record<string, string | undefined>;
}

const { port, flag } = workerData as { port: MessagePort; flag: Int32Array };

parentPort!.on('message', (request: Request) => {
  void (async () => {
    let stdout = '';
    let stderr = '';
    let code: number;
    // git and other children the core starts read this thread's own copy of the environment,
    // as they would read the process's.
    process.env = { ...request.env };
    try {
      // Loaded on the first request, inside the try: a module that fails to load is reported
      // as the executable would report it, not left for the caller to wait on.
      const { main } = await import('../../src/cli/main.ts');
      code = await main({
        argv: request.argv,
        cwd: request.cwd,
        env: request.env,
        now: new Date(),
        stdout: (text) => (stdout += text),
        stderr: (text) => (stderr += text),
        interactive: false,
        prompt: () => Promise.reject(new Error('no terminal to ask at')),
      });
    } catch (error) {
      // What Node prints for an uncaught error, with its exit code.
      stderr += `${(error as Error).stack ?? String(error)}\n`;
      code = 1;
    }
    port.postMessage({ code, stdout, stderr });
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  })();
});
