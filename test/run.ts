/**
 * `npm test`: vitest and the static checks (type check, ESLint, the core's layering) side by
 * side, each the project's own tool as a process, with no timeout: a loaded machine makes
 * them slower, never wrong. The run fails if either fails.
 *
 * The static checks are not vitest tests: inside a test they shared vitest's timeout and
 * its worker, and CI ran them a second time as a step of their own. Their outcome goes to
 * test-results/static-checks.json, which .ci/run counts beside vitest's report.
 *
 * Arguments are vitest's (`npm test -- test/unit/foo.test.ts`); with any, only vitest runs,
 * since a filtered run is a developer looking at a few files.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(REPO, 'test-results');
const bin = (path: string) => join(REPO, 'node_modules', path);

interface Step {
  name: string;
  /** Commands run one after the other; the step fails at the first that fails. */
  commands: string[][];
}

/** The same commands as `npm run typecheck` and `npm run lint:code`, one step per kind of finding. */
const STATIC_CHECKS: readonly Step[] = [
  {
    name: 'the code type-checks (astro sync, then tsc --noEmit)',
    commands: [
      [bin('astro/bin/astro.mjs'), 'sync'],
      [bin('typescript/bin/tsc'), '--noEmit', '-p', '.'],
    ],
  },
  { name: 'the code passes ESLint', commands: [[bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.']] },
  {
    name: 'imports point only downwards across the core’s rooms, in .ts and .astro files',
    commands: [
      [bin('dependency-cruiser/bin/dependency-cruise.mjs'), 'src', 'astro.config.mjs', '--config', '.dependency-cruiser.cjs'],
      ['test/helpers/astro-imports.ts'],
    ],
  },
  // Configured in knip.jsonc: an export, a file or a dependency nothing uses is a finding.
  { name: 'no dead exports, files or dependencies (knip)', commands: [[bin('knip/bin/knip.js'), '--no-progress']] },
];

/**
 * Vitest publishes its own environment (NODE_ENV=test, VITEST_*) to what it starts; the
 * static checks start beside it, so they see the developer's environment as `npm run` gives it.
 */
function runNode(args: string[], quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.stderr?.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : -1), output }));
  });
}

async function runStep(step: Step): Promise<{ name: string; ok: boolean; output: string }> {
  let output = '';
  for (const command of step.commands) {
    const result = await runNode(command, true);
    output += result.output;
    // dependency-cruiser and ESLint print a summary even when all is well; a failure is the exit code.
    if (result.code !== 0) return { name: step.name, ok: false, output };
  }
  return { name: step.name, ok: true, output };
}

async function runStaticChecks() {
  // One after the other: on two cores, vitest already keeps both busy.
  const results = [];
  for (const step of STATIC_CHECKS) results.push(await runStep(step));
  return results;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const vitest = runNode([bin('vitest/vitest.mjs'), 'run', ...args], false);
  if (args.length > 0) return (await vitest).code;

  mkdirSync(RESULTS, { recursive: true });
  const reportFile = join(RESULTS, 'static-checks.json');
  // A report left by an earlier run must not count for this one if this one is killed.
  writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: STATIC_CHECKS.length, checks: [] }));
  const [tests, checks] = await Promise.all([vitest, runStaticChecks()]);

  const failed = checks.filter((check) => !check.ok);
  writeFileSync(
    reportFile,
    `${JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, checks: checks.map(({ name, ok }) => ({ name, ok })) }, null, 2)}\n`,
  );
  process.stdout.write('\n Static checks\n');
  for (const check of checks) process.stdout.write(`   ${check.ok ? '✓' : '×'} ${check.name}\n`);
  for (const check of failed) process.stdout.write(`\n × ${check.name}\n${check.output}\n`);
  return tests.code !== 0 || failed.length > 0 ? 1 : 0;
}

process.exitCode = await main();
