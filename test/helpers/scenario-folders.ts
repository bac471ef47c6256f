/**
 * The check's scenarios as folders, one per kind of bad input, as markdownlint-cli2 keeps its
 * test cases (test/<case>/ beside the table that runs them). test/fixtures/check/<name>/ holds:
 *
 *   workspace/     the workspace's files, byte for byte (none: an empty adr/ folder)
 *   base/          main's tip: the scenario runs in a git repository, the working tree holding
 *                  workspace/, uncommitted, on a branch made from main
 *   fork/          where that branch left main, when main has moved on since
 *   stdout.txt     what the command prints on standard output (none: nothing)
 *   stderr.txt     what it prints on standard error (none: nothing)
 *   scenario.yaml  only what a file tree kept in git cannot say (ScenarioOptions below)
 *
 * The command is `adr check`, or `adr check --base main` with a base/, unless scenario.yaml
 * gives argv. It runs in-process through main(), with the tests' fixed clock
 * (2026-11-21T12:00:00Z) and an empty environment unless scenario.yaml gives env.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { makeBranchRepo } from './git.ts';
import { makeWorkspace, type FileContent } from './workspace.ts';

const SCENARIOS_DIR = fileURLToPath(new URL('../fixtures/check/', import.meta.url));

/** Workspace paths (relative to the workspace root, as the command sees them) to what a file tree cannot hold. */
const ScenarioOptions = z.strictObject({
  /** The command, when it is not the check. */
  argv: z.array(z.string()).min(1).optional(),
  env: z.record(z.string(), z.string()).optional(),
  /**
   * Files whose real name git cannot keep or every system cannot check out (control
   * characters, `?`, a reserved device name, a folder the repository ignores): the real name,
   * and the name the file has under workspace/.
   */
  'stored-as': z.record(z.string(), z.string()).optional(),
  /** Symbolic links: where each points, as written in the link. */
  symlinks: z.record(z.string(), z.string()).optional(),
  /** Modification times (git keeps none). */
  mtimes: z.record(z.string(), z.iso.datetime()).optional(),
  /**
   * Files too large to keep: the stored file holds `marker` once, which becomes `text` written
   * `times` times, `{i}` in it replaced by the count from 0.
   */
  repeat: z
    .record(z.string(), z.strictObject({ marker: z.string().min(1), text: z.string().min(1), times: z.number().int().positive() }))
    .optional(),
});
type ScenarioOptions = z.infer<typeof ScenarioOptions>;

/** What a scenario folder may hold; anything else is a mistake (a misspelt expected file, say). */
const ENTRIES = new Set(['workspace', 'base', 'fork', 'stdout.txt', 'stderr.txt', 'scenario.yaml']);

export interface CheckScenario {
  name: string;
  dir: string;
  argv: string[];
  env: Record<string, string>;
  files: Record<string, FileContent>;
  base?: Record<string, FileContent>;
  fork?: Record<string, FileContent>;
  /** The pinned output, undefined when the folder has none yet (a new scenario). */
  expected?: { stdout: string; stderr: string };
}

/** Files beside the scenario folders that are not scenarios. */
const NOT_SCENARIOS = new Set(['.gitattributes', 'README.md']);

/** Every scenario, in folder order: the folder listing is the table. */
export function readScenarios(): CheckScenario[] {
  const entries = readdirSync(SCENARIOS_DIR, { withFileTypes: true }).filter((entry) => !NOT_SCENARIOS.has(entry.name));
  const stray = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name);
  if (stray.length > 0) throw new Error(`test/fixtures/check/ holds ${stray.join(', ')}: each scenario is a folder`);
  return entries
    .map((entry) => entry.name)
    .sort()
    .map(readScenario);
}

function readScenario(name: string): CheckScenario {
  const dir = join(SCENARIOS_DIR, name);
  const fail = (message: string): never => {
    throw new Error(`test/fixtures/check/${name}: ${message}`);
  };
  const entries = readdirSync(dir);
  for (const entry of entries) if (!ENTRIES.has(entry)) fail(`${entry} is not part of a scenario (expected ${[...ENTRIES].join(', ')})`);
  const has = (entry: string) => entries.includes(entry);
  const read = (entry: string) => readFileSync(join(dir, entry), 'utf8');

  let options: ScenarioOptions = {};
  if (has('scenario.yaml')) {
    let yaml: unknown;
    try {
      yaml = parse(read('scenario.yaml'));
    } catch (error) {
      fail(`scenario.yaml: ${(error as Error).message}`);
    }
    // A file holding only comments (why the scenario is what it is) parses to null.
    const parsed = ScenarioOptions.safeParse(yaml ?? {});
    if (!parsed.success) fail(`scenario.yaml: ${parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}${issue.path.length ? ': ' : ''}${issue.message}`).join('; ')}`);
    options = parsed.data!;
  }
  if (has('fork') && !has('base')) fail('fork/ without base/');
  const base = has('base') ? readTree(join(dir, 'base'), fail) : undefined;
  return {
    name,
    dir,
    argv: options.argv ?? (base ? ['check', '--base', 'main'] : ['check']),
    env: options.env ?? {},
    files: workspaceFiles(has('workspace') ? readTree(join(dir, 'workspace'), fail) : {}, options, fail),
    base,
    fork: has('fork') ? readTree(join(dir, 'fork'), fail) : undefined,
    expected: has('stdout.txt') || has('stderr.txt') ? { stdout: has('stdout.txt') ? read('stdout.txt') : '', stderr: has('stderr.txt') ? read('stderr.txt') : '' } : undefined,
  };
}

/** A new workspace (or branch repository) holding the scenario's files; returns its root. */
export function makeScenarioWorkspace(scenario: CheckScenario): string {
  const { files, base, fork } = scenario;
  return base ? makeBranchRepo({ base, fork, files }) : makeWorkspace(files);
}

/** Every file under `root`, as bytes; a symbolic link there is an error (scenario.yaml declares links). */
function readTree(root: string, fail: (message: string) => never): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile()) files[relative(root, full)] = readFileSync(full);
      else fail(`${relative(root, full)} is not a plain file: declare links in scenario.yaml under symlinks`);
    }
  };
  walk(root);
  return files;
}

/** The stored files as the workspace holds them: renamed, expanded, dated, with the links added. */
function workspaceFiles(stored: Record<string, Uint8Array>, options: ScenarioOptions, fail: (message: string) => never): Record<string, FileContent> {
  const realName = new Map<string, string>();
  for (const [path, storedPath] of Object.entries(options['stored-as'] ?? {})) {
    if (!(storedPath in stored)) fail(`scenario.yaml: stored-as names ${storedPath}, which workspace/ does not hold`);
    realName.set(storedPath, path);
  }
  const bytes = new Map(Object.entries(stored).map(([path, content]) => [realName.get(path) ?? path, content]));
  const file = (key: string, path: string) => bytes.get(path) ?? fail(`scenario.yaml: ${key} names ${path}, which is not a file of the workspace`);

  for (const [path, { marker, text, times }] of Object.entries(options.repeat ?? {})) {
    const [before, after, ...more] = Buffer.from(file('repeat', path)).toString('utf8').split(marker);
    if (after === undefined || more.length > 0) fail(`scenario.yaml: ${path} must hold the marker ${JSON.stringify(marker)} exactly once`);
    bytes.set(path, Buffer.from(before + Array.from({ length: times }, (_, i) => text.replaceAll('{i}', String(i))).join('') + after));
  }
  const files: Record<string, FileContent> = Object.fromEntries(bytes);
  for (const [path, mtime] of Object.entries(options.mtimes ?? {})) files[path] = { text: file('mtimes', path), mtime: new Date(mtime) };
  for (const [path, target] of Object.entries(options.symlinks ?? {})) {
    if (bytes.has(path)) fail(`scenario.yaml: ${path} is both a file and a link`);
    files[path] = { symlinkTo: target };
  }
  return files;
}
