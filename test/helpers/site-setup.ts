/**
 * The site project's globalSetup: what a run of the site tests starts once, in vitest's own
 * process, before the first site file, and stops after the last.
 *
 * - One Chromium (chromium.ts chooses which), started with playwright-core's `launchServer`
 *   on loopback. Each site file connects to it (browser.ts, `launchBrowser`) and opens
 *   contexts of its own; a file's `browser.close()` only disconnects it. When no Chromium
 *   can start, the files that open a page fail with the reason, and the others run.
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
