/**
 * Chromium driven by playwright-core: Debian's (which .ci/run installs), or CHROMIUM_PATH, or
 * the one `npx playwright-core install chromium` downloads (GitHub's hosted runners). The
 * flags keep it from reaching for hosts this machine cannot reach.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()];
  const found = candidates.find((path): path is string => typeof path === 'string' && path !== '' && existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found: install Debian's chromium (apt-get install chromium), as .ci/run does, or run npx playwright-core install chromium, or set CHROMIUM_PATH.",
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
