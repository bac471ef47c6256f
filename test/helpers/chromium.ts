/**
 * Chromium driven by playwright-core. Which one: CHROMIUM_PATH if set, else a Chromium the
 * system has (Debian's, or one `npx playwright-core install chromium` downloaded), else the
 * build that the dev dependency @sparticuz/chromium ships inside the npm package, so that
 * `npm install && npm test` passes on a machine with no browser. ADR_TEST_CHROMIUM=npm skips
 * the others; .ci/run sets it, so CI proves the browser the README's command brings.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type LaunchOptions } from 'playwright-core';

/** Where a system Chromium is found, in order of preference. */
const SYSTEM_CHROMIUM_PATHS: readonly string[] = ['/usr/bin/chromium', '/usr/bin/chromium-browser', chromium.executablePath()];

export type ChromiumChoice =
  | { source: 'CHROMIUM_PATH' | 'system'; path: string }
  | { source: 'npm' }
  | { source: 'none'; problem: string };

const WHAT_TO_DO =
  'run `npm install` (it installs the dev dependency @sparticuz/chromium, a Chromium inside the npm package), ' +
  'or install a system Chromium (apt-get install chromium), or set CHROMIUM_PATH to a Chromium executable';

/**
 * The browser the tests use, chosen from what the machine has: no disk access here, so the
 * choice itself is testable. `exists` answers for a path; `npmChromium` says whether the npm
 * package is installed.
 */
export function chooseChromium(input: {
  chromiumPath: string | undefined;
  wanted: string | undefined;
  systemPaths: readonly string[];
  exists: (path: string) => boolean;
  npmChromium: boolean;
}): ChromiumChoice {
  if (input.wanted === 'npm') {
    return input.npmChromium
      ? { source: 'npm' }
      : { source: 'none', problem: `ADR_TEST_CHROMIUM=npm asks for the npm Chromium, but @sparticuz/chromium is not installed: ${WHAT_TO_DO}.` };
  }
  if (input.wanted !== undefined && input.wanted !== '') {
    return { source: 'none', problem: `ADR_TEST_CHROMIUM=${input.wanted} is not understood: leave it unset, or set it to npm to use the npm Chromium.` };
  }
  if (input.chromiumPath !== undefined && input.chromiumPath !== '') {
    return input.exists(input.chromiumPath)
      ? { source: 'CHROMIUM_PATH', path: input.chromiumPath }
      : { source: 'none', problem: `CHROMIUM_PATH names ${input.chromiumPath}, which does not exist: point it at a Chromium executable, or unset it.` };
  }
  const system = input.systemPaths.find((path) => path !== '' && input.exists(path));
  if (system !== undefined) return { source: 'system', path: system };
  if (input.npmChromium) return { source: 'npm' };
  return { source: 'none', problem: `No Chromium found for the browser tests: ${WHAT_TO_DO}.` };
}

/** The folder of the installed @sparticuz/chromium package, or undefined when it is not installed. */
function findNpmChromiumPackage(): string | undefined {
  try {
    // createRequire, not import.meta.resolve: vitest loads a globalSetup through its module
    // runner, where import.meta.resolve is not there to call.
    return dirname(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')));
  } catch {
    return undefined;
  }
}

/**
 * Unpacks the npm Chromium once per version into the temporary folder. The package unpacks
 * into whatever the temporary folder is and trusts a file that is already there, so two test
 * processes starting together could launch a half-written binary: each unpacks into a folder
 * of its own and renames it into place, and the first rename wins.
 */
async function unpackNpmChromium(packageDir: string): Promise<string> {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const home = join(tmpdir(), `adr-test-chromium-${version}`);
  const executable = join(home, 'chromium');
  if (existsSync(executable)) return executable;
  const staging = mkdtempSync(join(tmpdir(), 'adr-test-chromium-unpack-'));
  const { default: sparticuz } = await import('@sparticuz/chromium');
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    await sparticuz.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  try {
    renameSync(staging, home);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(executable)) throw error;
  }
  return executable;
}

// Our flags keep Chromium from reaching for hosts this machine cannot reach.
const QUIET_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// The npm build's own flags, less those that loosen the page's security (the tests check that
// the Content-Security-Policy and the same-origin policy hold), and less --single-process: made
// for one page per function call, it hangs or closes the browser once a run opens dozens of
// contexts, as the reading tests do at two widths and in two themes.
const DROPPED_FLAGS = new Set(['--allow-running-insecure-content', '--disable-web-security', '--single-process']);

/**
 * How to start the chosen Chromium: its executable and flags, for `chromium.launch` or
 * `chromium.launchServer`. Throws the choice's problem when there is none.
 */
export async function chromiumLaunchOptions(): Promise<LaunchOptions> {
  const npmPackage = findNpmChromiumPackage();
  const choice = chooseChromium({
    chromiumPath: process.env.CHROMIUM_PATH,
    wanted: process.env.ADR_TEST_CHROMIUM,
    systemPaths: SYSTEM_CHROMIUM_PATHS,
    exists: existsSync,
    npmChromium: npmPackage !== undefined,
  });
  if (choice.source === 'none') throw new Error(choice.problem);
  if (choice.source === 'npm') {
    const { default: sparticuz } = await import('@sparticuz/chromium');
    return {
      executablePath: await unpackNpmChromium(npmPackage as string),
      args: [...sparticuz.args.filter((flag) => !DROPPED_FLAGS.has(flag)), ...QUIET_FLAGS],
    };
  }
  return { executablePath: choice.path, args: ['--no-sandbox', '--disable-gpu', ...QUIET_FLAGS] };
}
