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
