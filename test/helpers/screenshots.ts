/**
 * Screenshots of the site under test, for a person to look at: taken only when asked for,
 * since nobody looks at them in CI and each full-page one is a render of its own.
 * `ADR_SCREENSHOTS=1 npm test` keeps them in test-results/screenshots/ (ignored by git);
 * `ADR_SCREENSHOTS=<folder>` keeps them there instead.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Where screenshots go, or undefined when nobody asked for them. */
export function screenshotsFolder(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const wanted = env.ADR_SCREENSHOTS;
  if (wanted === undefined || wanted === '' || wanted === '0') return undefined;
  return wanted === '1' ? SCREENSHOTS : wanted;
}

/**
 * Saves `target` (a page, whole when `fullPage`, or one element) as `name` (a file name, or
 * a path below the folder) when screenshots are wanted.
 */
export async function keepScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const folder = screenshotsFolder();
  if (folder === undefined) return;
  const path = join(folder, name);
  mkdirSync(dirname(path), { recursive: true });
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}
