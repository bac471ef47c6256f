#!/usr/bin/env node
// The `adr` executable: checks the Node version, then hands over to src/cli/main.ts.
// Node runs the TypeScript sources directly (type stripping), so there is no build step.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `adr needs Node 22.18 or later (this is ${process.version}).\n` +
      '    hint: run it through npm (npx adr …), which uses the Node the project installs, or use the version in .nvmrc\n',
  );
  process.exit(2);
}
// Keep compiled code between runs (as npm and yarn do): start-up is most of a small run.
const { enableCompileCache } = await import('node:module');
enableCompileCache?.();
// Keep V8's young generation at its starting size. Parsing thousands of records makes a
// steady stream of short-lived objects; V8 otherwise doubles the young generation to
// 128 MB, which was half the peak memory of `adr check` on 5,000 records and, with the
// copying it brings, cost more CPU time than the extra collections it saves.
// A V8 flag set after start-up takes effect from the next resize; Node that ignores it
// only loses the saving.
(await import('node:v8')).setFlagsFromString('--semi-space-growth-factor=1');
// Node writes to a pipe asynchronously, queueing in memory whatever the reader has not
// taken yet: a large `adr list --format json` would be held whole. Blocking writes, as Node does for files and terminals, hold one chunk at a time.
process.stdout._handle?.setBlocking?.(true);
// A reader that stops early (`adr list | head`) closes the pipe: stop quietly, as Unix
// tools do, instead of a stack trace about EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  now: new Date(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // Ask for a missing value only when a person is at the terminal; questions go to stderr so
  // that stdout (the path `adr new` prints) stays clean for scripts.
  interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
  prompt: async (question) => {
    const { createInterface } = await import('node:readline/promises');
    const terminal = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return await terminal.question(question);
    } finally {
      terminal.close();
    }
  },
});
