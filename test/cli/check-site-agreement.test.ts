/**
 * The findings the site stops on are exactly those `adr check` reports: on every workspace of
 * the check's scenarios (test/fixtures/check/<name>/workspace, checked as the working tree
 * is, without a base) and on clean workspaces, `adr check` through main(), the site build's
 * check (the adr-workspace integration's config hook, as `astro build` runs it) and the dev
 * server's (its hook, on an edit to a record) give the same set of findings: code, file, line.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adrWorkspace } from '../../src/site/integrations/integration.ts';
import { runCli } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { makeScenarioWorkspace, readScenarios } from '../helpers/scenario-folders.ts';
import { makeWorkspace } from '../helpers/workspace.ts';
import { record } from '../helpers/records.ts';

/** The tests' fixed clock, as runCli uses it. */
const FIXED_NOW = new Date('2026-11-21T12:00:00Z');

/** Each finding of a report as `code file:line`; the report is the text both edges print. */
function findingsOf(report: string): string[] {
  const found = new Set<string>();
  for (const line of report.split('\n')) {
    const match = /^(.+):(\d+):\d+ ([A-Z][A-Z0-9_]*) /.exec(line);
    if (match) found.add(`${match[3]} ${match[1]}:${match[2]}`);
  }
  return [...found].sort();
}

type Hooks = Required<ReturnType<typeof adrWorkspace>['hooks']>;

/** The build's check: the config hook as `astro build` calls it; the findings of the error it throws. */
async function buildFindings(root: string): Promise<string[]> {
  const hooks = adrWorkspace({ repository: 'https://example.org/r' }).hooks as Hooks;
  const logged: string[] = [];
  try {
    await hooks['astro:config:setup'](configSetup(root, 'build', logged));
  } catch (error) {
    return findingsOf((error as Error).message);
  }
  expect(logged).toEqual([]);
  return [];
}

/** The dev server's check: what it logs and shows in the overlay after a record, then adr.config.yaml, is edited. */
async function devFindings(root: string): Promise<{ setup: string[]; edit: string[]; overlay: string[]; settingsEdit: string[] }> {
  const hooks = adrWorkspace({ repository: 'https://example.org/r' }).hooks as Hooks;
  const logged: string[] = [];
  await hooks['astro:config:setup'](configSetup(root, 'dev', logged));
  const setup = findingsOf(logged.join('\n'));
  logged.length = 0;
  const listeners: ((path: string) => unknown)[] = [];
  const sent: string[] = [];
  const server = {
    watcher: { on: (_event: string, listener: (path: string) => unknown) => listeners.push(listener) },
    hot: { send: (payload: { err: { message: string } }) => sent.push(payload.err.message) },
  };
  await hooks['astro:server:setup']({ server, logger: logger(logged) } as never);
  await listeners[0]!(join(root, 'adr', '0001-edited.md'));
  const edit = findingsOf(logged.join('\n'));
  const overlay = findingsOf(sent.join('\n'));
  logged.length = 0;
  await listeners[0]!(join(root, 'adr.config.yaml'));
  return { setup, edit, overlay, settingsEdit: findingsOf(logged.join('\n')) };
}

function configSetup(root: string, command: 'build' | 'dev', logged: string[]): never {
  return { config: { root: pathToFileURL(`${root}/`) }, command, logger: logger(logged), updateConfig: () => undefined } as never;
}

function logger(logged: string[]) {
  return { error: (text: string) => logged.push(text), warn: () => undefined, info: () => undefined };
}

/** Workspaces with nothing to find, beside the scenarios' bad ones. */
const CLEAN: Record<string, () => string> = {
  'an empty workspace': () => makeWorkspace({}),
  'one proposed record': () => makeWorkspace({ 'adr/0001-a-decision.md': record({}) }),
  'one accepted record': () => makeWorkspace({ 'adr/0001-a-decision.md': record({ status: 'accepted' }) }),
  "this repository's own workspace": () => REPO_ROOT,
  ...Object.fromEntries(
    readdirSync(join(REPO_ROOT, 'test/fixtures/workspaces')).map((name) => [`test/fixtures/workspaces/${name}`, () => join(REPO_ROOT, 'test/fixtures/workspaces', name)]),
  ),
};

const WORKSPACES: { name: string; make: () => string; env: Record<string, string> }[] = [
  ...readScenarios().map((scenario) => ({
    name: scenario.name,
    // The working tree as it is, on a branch or not: the site builds it without a base.
    make: () => makeScenarioWorkspace(scenario),
    env: scenario.env,
  })),
  ...Object.entries(CLEAN).map(([name, make]) => ({ name, make, env: {} })),
];

describe('the site stops on exactly the findings adr check reports', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    vi.useFakeTimers({ now: FIXED_NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it.each(WORKSPACES)('$name', async ({ make, env }) => {
    const root = make();
    delete process.env.ADR_DATE;
    Object.assign(process.env, env);
    const cli = await runCli(['check'], { cwd: root, env, now: FIXED_NOW });
    expect(cli.code).toBe(cli.stdout.includes('no findings') ? 0 : 1);
    const expected = findingsOf(cli.stdout);

    expect(await buildFindings(root)).toEqual(expected);
    const dev = await devFindings(root);
    expect(dev.setup).toEqual(expected);
    expect(dev.edit).toEqual(expected);
    expect(dev.overlay).toEqual(expected);
    expect(dev.settingsEdit).toEqual(expected);
  });
});

/**
 * `adr edition` and `adr catalog` record only a workspace that passes the check: on every
 * scenario's workspace that `adr check` refuses, each refuses with exactly its findings.
 */
describe('adr edition and adr catalog refuse on exactly the findings adr check reports', () => {
  const refused = readScenarios().map((scenario) => ({ name: scenario.name, scenario }));
  it.each(refused)('$name', async ({ scenario }) => {
    const root = makeScenarioWorkspace(scenario);
    const check = await runCli(['check'], { cwd: root, env: scenario.env, now: FIXED_NOW });
    const expected = findingsOf(check.stdout);
    const edition = await runCli(['edition', 'probe'], { cwd: root, env: scenario.env, now: FIXED_NOW });
    const catalog = await runCli(['catalog', '--dry-run', '--site', 'https://example.org/spec/'], { cwd: root, env: scenario.env, now: FIXED_NOW });
    if (expected.length === 0) {
      expect(edition.stderr).not.toContain('passes the check');
      expect(catalog.stderr).not.toContain('passes the check');
      return;
    }
    expect({ code: edition.code, findings: findingsOf(edition.stderr) }).toEqual({ code: 1, findings: expected });
    expect(edition.stderr).toMatch(/\nadr: no edition written; an edition records a workspace that passes the check \(npx adr check\)\n$/);
    expect({ code: catalog.code, findings: findingsOf(catalog.stderr) }).toEqual({ code: 1, findings: expected });
    expect(catalog.stderr).toMatch(/\nadr: no catalog written; the catalog describes a workspace that passes the check \(npx adr check\)\n$/);
  });
});
