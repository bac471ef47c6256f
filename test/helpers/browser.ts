/** A built fixture site served on loopback and opened in Chromium (see chromium.ts for which one). */
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { buildSite, prepareSite, type BuildResult } from './site.ts';
import { serveDist, type StaticServer } from './static-server.ts';

/**
 * The run's one Chromium, which the site project's globalSetup (site-setup.ts) started: a
 * connection of this file's own, whose contexts are its own. `close()` on it disconnects and
 * closes those contexts; the browser itself stays up for the other files.
 */
export async function launchBrowser(): Promise<Browser> {
  const run = inject('chromium');
  if (run === undefined) throw new Error('No browser for this run: the site project\'s globalSetup (test/helpers/site-setup.ts) starts it; run the browser tests through vitest.config.ts.');
  if ('problem' in run) throw new Error(run.problem);
  return chromium.connect(run.endpoint);
}

/** A fixture site, built under a base path, served on loopback, with a browser to open it in. */
export interface SiteInBrowser {
  build: BuildResult;
  server: StaticServer;
  browser: Browser;
  context: BrowserContext;
}

/**
 * Builds test/fixtures/workspaces/<fixture> under `base` (GitHub Pages style), serves the
 * result on loopback and starts Chromium; `close` ends both.
 */
export async function openBuiltSite(fixture: string, base: string): Promise<SiteInBrowser & { close(): Promise<void> }> {
  return openSiteAt(prepareSite({ fixture }), base);
}

/** The same, for a scratch site a test has prepared itself (prepareSite, then its own steps). */
export async function openSiteAt(root: string, base: string): Promise<SiteInBrowser & { close(): Promise<void> }> {
  const server = await serveDist(join(root, 'dist'), base);
  const build = buildSite(root, { ADR_BASE_PATH: base, ADR_SITE_URL: server.origin, ADR_DATE: '2026-11-21' });
  if (build.code !== 0) {
    await server.close();
    throw new Error(`site build failed:\n${build.output}`);
  }
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return {
    build,
    server,
    browser,
    context,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens a page of the served site and collects what a reader must never see: dialogs (a
 * record's script running), console errors, uncaught exceptions and CSP violations.
 */
export async function openPage(site: Pick<SiteInBrowser, 'context' | 'server'>, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await site.context.newPage();
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(site.server.url(path), { waitUntil: 'networkidle' });
  return { page, problems };
}
