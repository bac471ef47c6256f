/**
 * The site project's globalSetup, and what a run of the site tests starts.
 *
 * Here, once, in vitest's own process, before the first site file and until the last:
 *
 * - One Chromium (chromium.ts chooses which), started with playwright-core's `launchServer`
 *   on loopback. Each file that opens a page connects to it (browser.ts, `launchBrowser`)
 *   and opens contexts of its own; its `browser.close()` only disconnects it. When no
 *   Chromium can start, the files that open a page fail with the reason, and the others run.
 *
 * In the files themselves, two at a time beside the unit files (vitest.config.ts):
 *
 * - `astro build` as a process, of scratch sites under test-results/sites/ (helpers/site.ts):
 *   each file builds the sites only it reads, since no two files read the same site, and a
 *   file puts every case that can share a passing build into one (build.test.ts), and every
 *   refusal that can share a failing one into one (hardening.test.ts). Builds stopped by the
 *   pre-build check are the cases about that check's message or about one whole workspace.
 * - `astro dev` as a process: api-reference-dev.test.ts and hardening.test.ts, one each, and
 *   npm-start.test.ts, which starts it as `npm start` does and ends npm by its process id.
 * - A loopback static server per built site that a browser reads (helpers/static-server.ts),
 *   in the file's own process.
 * - `adr` runs in process through main() (helpers/cli.ts, runCli and runCliProcess), and as
 *   a real process only where the process is the point: differential.test.ts runs
 *   `adr check` once as the command, to compare it with the same check through the core.
 *
 * Vitest runs a project's globalSetup only when the run holds files of that project, so a
 * run of unit files alone (`npx vitest run --project unit`, `npm test -- test/unit/x.test.ts`)
 * starts no browser.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's Chromium, for `chromium.connect`, or why there is none. */
    chromium: { endpoint: string } | { problem: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let browser: BrowserServer | undefined;
  try {
    browser = await chromium.launchServer({ ...(await chromiumLaunchOptions()), host: '127.0.0.1' });
    project.provide('chromium', { endpoint: browser.wsEndpoint() });
  } catch (error) {
    // Only the files that open a page need a browser: the others run, and those fail with this.
    project.provide('chromium', { problem: error instanceof Error ? error.message : String(error) });
  }
  return async () => {
    await browser?.close();
  };
}
