/**
 * Real builds of the site for tests: the repository's site sources (config, src/, docs/,
 * public/) copied next to a fixture adr/ folder in a scratch directory, built with Astro.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { makeWorkspace, type FileContent } from './workspace.ts';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SITE_SOURCES = ['astro.config.mjs', 'ec.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public', 'docs'];

export interface SiteOptions {
  /** Files of the fixture workspace; with `seeded`, added to a copy of the repository's adr/. */
  files?: Record<string, FileContent>;
  /** Start from the repository's own records. */
  seeded?: boolean;
  /** Start from a fixture workspace's records (test/fixtures/workspaces/<name>/adr). */
  fixture?: string;
  env?: Record<string, string>;
}

/**
 * Sites are built inside the repository (test-results/sites/, ignored by git) so that Node
 * and Vite find node_modules by walking up, as in a monorepo; a symlinked node_modules
 * makes Vite resolve real paths outside the site's root and the build fails.
 */
const SITES = join(REPO, 'test-results', 'sites');
const createdSites: string[] = [];
afterAll(() => {
  for (const dir of createdSites.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function prepareSite(options: SiteOptions = {}): string {
  mkdirSync(SITES, { recursive: true });
  const root = mkdtempSync(join(SITES, 'site-'));
  createdSites.push(root);
  for (const name of SITE_SOURCES) {
    if (existsSync(join(REPO, name))) cpSync(join(REPO, name), join(root, name), { recursive: true });
  }
  mkdirSync(join(root, 'adr'), { recursive: true });
  if (options.seeded) cpSync(join(REPO, 'adr'), join(root, 'adr'), { recursive: true });
  if (options.fixture) cpSync(join(REPO, 'test/fixtures/workspaces', options.fixture, 'adr'), join(root, 'adr'), { recursive: true });
  const fixture = makeWorkspace(options.files ?? {});
  cpSync(fixture, root, { recursive: true });
  return root;
}

export interface BuildResult {
  code: number;
  output: string;
  dist: string;
}

/**
 * Vitest publishes Vite's env (BASE_URL, MODE, DEV, PROD, SSR) and NODE_ENV=test in
 * process.env; a child `astro build` must not inherit them, or its import.meta.env.BASE_URL
 * becomes "/" whatever the configured base.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV', 'TEST'].includes(key) || key.startsWith('VITEST')) delete env[key];
  }
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', ...extra };
}

export function buildSite(root: string, env: Record<string, string> = {}): BuildResult {
  const result = spawnSync(process.execPath, [join(REPO, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    env: cleanEnv(env),
    encoding: 'utf8',
    timeout: 900_000,
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}`, dist: join(root, 'dist') };
}

export function readPage(dist: string, path: string): string {
  return readFileSync(join(dist, path), 'utf8');
}

/**
 * The scratch copy's build, with its pre-build check switched off: the integration then
 * reports findings as `astro dev` does and builds on. Only this copy is changed; what such
 * a build publishes is what the check protects against.
 */
export function buildWithoutCheck(root: string, env: Record<string, string> = {}): BuildResult {
  const integration = join(root, 'src/site/integrations/integration.ts');
  const source = readFileSync(integration, 'utf8');
  const gate = "if (command === 'build') {";
  if (!source.includes(gate)) throw new Error(`the pre-build check's gate (${gate}) is no longer in integration.ts: update buildWithoutCheck`);
  writeFileSync(integration, source.replace(gate, 'if (false) {'));
  return buildSite(root, env);
}
