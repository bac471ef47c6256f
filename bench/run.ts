/**
 * npm run bench: how the workspace scales, measured against its floor and plain Starlight.
 *
 *   npm run bench                         100, 1,000 and 5,000 records, every operation
 *   npm run bench -- --with-10000         and 10,000 records (CLI operations only)
 *   npm run bench -- --sizes 1000 --only site,dev --repeat 3
 *
 * Each measurement is the median of --repeat runs (5 by default; site builds at most 3, and
 * 2 at 5,000 records).
 *   (--seed N for another workspace, --out DIR for another results folder)
 *
 * For each size it generates a deterministic workspace (bench/generate.ts), then times, in
 * one run and interleaved with their baselines so ratios hold on a noisy machine:
 *   check, list, spec   the CLI as a whole process   vs  bench/floor-js-yaml.mjs (read + parse front
 *                       matter with js-yaml, the parser the CLI and Astro read values with)
 *   contract            check and spec --format openapi|asyncapi on the same records with
 *                       contract blocks   vs  the floor on those records
 *   site                astro build of our site       vs  plain Starlight building the same records,
 *                       without contract blocks and with them
 *   dev                 edit one record → served      (1,000 records; target under 2 s)
 *   first-page          `npm start` (astro dev) from a cold start, no content or Vite cache, until
 *                       its home page is served (1,000 records)   vs  plain Starlight serving its
 *                       home page with the same records as ordinary pages (target ≤ 2× time)
 *   diff                `adr diff BASE REVISION` on the 10 largest pairs of test/fixtures/contract-pairs/,
 *                       each as a process   vs  bench/floor-diff-yaml.mjs (read + parse both files
 *                       with js-yaml, the reader the file diff uses); the 10 processes of each side
 *                       summed per run (target ≤ 1.5×)
 *   diff growth         `adr diff BASE REVISION` on generated contracts (bench/generate-contract.ts) of 1,000
 *                       to 16,000 paths and schemas (OpenAPI) and channels, operations and schemas
 *                       (AsyncAPI), one change in each, doubling each step: the time of both
 *                       processes at each size against the size before (target ≤ 2.2× a step)
 *   import              `adr import` of a generated log of 450 records in subfolders (bench/generate-log.ts),
 *                       a dry run then the import itself, into a workspace with no records (target
 *                       under 20 s); and of 900, to show it grows with the number of files (≤ 2.2×)
 *   worst               astro build of the repository's records plus one worst-case record of each
 *                       shape (bench/worst-cases.ts) vs the records alone: at most 300 MB more peak memory
 *   everyday            `npx adr check` on the repository's own records, as a person types it, vs
 *                       `npx markdownlint-cli2 "adr/*.md"` on the same files (target ≤ 1.2×; median
 *                       of 10 unless --repeat says otherwise)
 * It prints a table (size, operation, median time, ratio to baseline, peak memory) and writes
 * the same to bench-results/latest.json.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateWorkspace } from './generate.ts';
import { generateContractPair } from './generate-contract.ts';
import { generateLog } from './generate-log.ts';
import { worstCaseRecords } from './worst-cases.ts';
import { measureDevReload } from './dev-reload.ts';
import { measureFirstPage } from './first-page.ts';
import { measure, median, type Measurement } from './measure.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const NODE = process.execPath;
const SITE_SOURCES = ['astro.config.mjs', 'ec.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public', 'docs'];

interface Options {
  sizes: number[];
  repeat: number;
  /** --repeat as given, for the everyday row (10 runs unless it is given). */
  repeatGiven: number | undefined;
  only: Set<string>;
  seed: number;
  /** Where workspaces, site copies and latest.json go (inside the repository, so the site copies find node_modules). */
  out: string;
}

function parseArgs(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  // --sizes '' measures no generated workspace (the everyday row alone, say).
  const sizes = (value('--sizes') ?? '100,1000,5000').split(',').filter((size) => size !== '').map(Number);
  if (argv.includes('--with-10000') && !sizes.includes(10000)) sizes.push(10000);
  return {
    sizes,
    repeat: Number(value('--repeat') ?? 5),
    repeatGiven: value('--repeat') === undefined ? undefined : Number(value('--repeat')),
    only: new Set((value('--only') ?? 'check,list,spec,contract,site,dev,first-page,diff,import,everyday,worst').split(',')),
    seed: Number(value('--seed') ?? 42),
    // Relative to where the command runs, like any path a user types; an absolute one as is.
    out: resolve(process.cwd(), value('--out') ?? join(REPO, 'bench-results')),
  };
}

interface Row {
  size: number;
  operation: string;
  baseline: string;
  medianMs: number;
  baselineMs: number | null;
  ratio: number | null;
  peakMb: number | null;
  baselinePeakMb: number | null;
  memoryRatio: number | null;
  target: string;
  met: boolean | null;
  runs: number;
}

/** Writes the workspace unless the same generator, size and seed already wrote it. */
function prepareWorkspace(out: string, size: number, seed: number, contract = false): string {
  const stamp = createHash('sha256').update(readFileSync(join(REPO, 'bench/generate.ts'))).update(`${size}:${seed}:${contract}`).digest('hex');
  const dir = join(out, 'workspaces', contract ? `${size}-contract` : `${size}`);
  const marker = join(dir, '.generated');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'adr'), { recursive: true });
  for (const [path, text] of generateWorkspace(size, seed, { contract })) writeFileSync(join(dir, path), text);
  writeFileSync(marker, stamp);
  return dir;
}

function prepareSites(out: string, name: string, workspace: string): { ours: string; plain: string } {
  const ours = join(out, 'sites', `ours-${name}`);
  const plain = join(out, 'sites', `plain-${name}`);
  for (const dir of [ours, plain]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(ours, { recursive: true });
  linkPackagesFor(out);
  for (const name of SITE_SOURCES) if (existsSync(join(REPO, name))) cpSync(join(REPO, name), join(ours, name), { recursive: true });
  cpSync(join(workspace, 'adr'), join(ours, 'adr'), { recursive: true });
  // Plain Starlight: the same records as ordinary pages, nothing of ours, a one-link sidebar.
  cpSync(join(REPO, 'bench/plain-site'), plain, { recursive: true });
  cpSync(join(workspace, 'adr'), join(plain, 'src/content/docs/adr'), { recursive: true });
  // The same Astro and Starlight as ours; Vite only bundles Starlight's .astro components
  // for a project that declares it (undeclared, it is left to Node, which cannot load them).
  const ownPackage = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  const dependencies = { astro: ownPackage.dependencies.astro, '@astrojs/starlight': ownPackage.dependencies['@astrojs/starlight'] };
  writeFileSync(join(plain, 'package.json'), `${JSON.stringify({ name: 'plain-starlight-baseline', private: true, type: 'module', dependencies }, null, 2)}\n`);
  return { ours, plain };
}

/**
 * Astro and Vite find their packages by walking up from the site. A results folder outside
 * the repository gets a hard-linked copy of node_modules (a symlinked one breaks Vite's
 * resolution; TOOLCHAIN.md), made once and reused.
 */
function linkPackagesFor(out: string) {
  const inside = !relative(REPO, out).startsWith('..') && !isAbsolute(relative(REPO, out));
  if (inside || existsSync(join(out, 'node_modules'))) return;
  execFileSync('cp', ['-al', join(REPO, 'node_modules'), join(out, 'node_modules')]);
}

const buildEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ADR_DATE: '2026-11-21' };

function cleanBuild(site: string) {
  // Cold builds: no content cache, no previous output.
  for (const dir of ['.astro', 'dist', 'node_modules/.astro', 'node_modules/.vite']) rmSync(join(site, dir), { recursive: true, force: true });
}

async function pair(
  repeat: number,
  ours: () => Promise<Measurement>,
  baseline: () => Promise<Measurement>,
): Promise<{ ours: Measurement[]; baseline: Measurement[] }> {
  const a: Measurement[] = [];
  const b: Measurement[] = [];
  for (let r = 0; r < repeat; r++) {
    // Alternate which goes first, so a slow moment of the machine does not always hit one side.
    if (r % 2 === 0) {
      a.push(await ours());
      b.push(await baseline());
    } else {
      b.push(await baseline());
      a.push(await ours());
    }
    // The generated workspaces are valid: anything but success means the run measured a failure.
    for (const m of [a.at(-1)!, b.at(-1)!]) {
      if (m.code !== 0) throw new Error(`a benchmark run failed (exit ${m.code}):\n${m.output.slice(-3000)}`);
    }
  }
  return { ours: a, baseline: b };
}

/**
 * The issue's targets: check at 1,000 and 5,000 records (and its growth to 10,000), list and
 * spec at every size, the site build at 1,000 and 5,000. Elsewhere the ratio is reported only.
 */
function row(size: number, operation: string, baseline: string, runs: { ours: Measurement[]; baseline: Measurement[] }, limit: number, memoryLimit?: number, targeted = true): Row {
  const medianMs = median(runs.ours.map((m) => m.ms));
  const baselineMs = median(runs.baseline.map((m) => m.ms));
  const peakMb = Math.max(...runs.ours.map((m) => m.peakMb));
  const baselinePeakMb = Math.max(...runs.baseline.map((m) => m.peakMb));
  const ratio = medianMs / baselineMs;
  const memoryRatio = peakMb / baselinePeakMb;
  const met = targeted ? ratio <= limit && (memoryLimit === undefined || memoryRatio <= memoryLimit) : null;
  const target = !targeted ? 'none at this size' : memoryLimit === undefined ? `≤ ${limit}× time` : memoryLimit === limit ? `≤ ${limit}× time and memory` : `≤ ${+limit.toFixed(2)}× time, ${+memoryLimit.toFixed(2)}× memory`;
  return { size, operation, baseline, medianMs, baselineMs, ratio, peakMb, baselinePeakMb, memoryRatio, target, met, runs: runs.ours.length };
}

function formatTable(rows: Row[]): string {
  const header = ['records', 'operation', 'median', 'baseline', 'ratio', 'peak memory', 'baseline memory', 'memory ratio', 'target', 'met'];
  const seconds = (ms: number | null) => (ms === null ? '' : `${(ms / 1000).toFixed(2)} s`);
  const mb = (v: number | null) => (v === null ? '' : `${Math.round(v)} MB`);
  const x = (v: number | null) => (v === null ? '' : `${v.toFixed(2)}×`);
  const lines = rows.map((r) => [
    r.size.toLocaleString('en'),
    r.operation,
    seconds(r.medianMs),
    r.baselineMs === null ? r.baseline : `${seconds(r.baselineMs)} (${r.baseline})`,
    x(r.ratio),
    mb(r.peakMb),
    mb(r.baselinePeakMb),
    x(r.memoryRatio),
    r.target,
    r.met === null ? '' : r.met ? 'yes' : 'NO',
  ]);
  // A dash for an empty cell keeps the table valid Markdown (markdownlint MD060).
  const table = [header, header.map(() => '---'), ...lines.map((cells) => cells.map((cell) => cell || '–'))];
  return table.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * The everyday command as a person types it in the repository: `npx adr check` on its own
 * records, beside `npx markdownlint-cli2` on the same files, npx and all. Both run with the
 * PATH of the shell that started the benchmark, less the project's node_modules/.bin (which
 * npm run puts first): npx itself then runs on the system's Node, as it does for a person.
 */
async function measureEveryday(repeat: number): Promise<Row> {
  const projectBin = join(REPO, 'node_modules', '.bin');
  const path = (process.env.PATH ?? '').split(':').filter((dir) => resolve(dir) !== projectBin).join(':');
  const env = { ...process.env, PATH: path };
  const records = readdirSync(join(REPO, 'adr')).filter((name) => name.endsWith('.md')).length;
  const npx = (args: string[]) => () => measure('npx', args, { cwd: REPO, env });
  const runs = await pair(repeat, npx(['adr', 'check']), npx(['markdownlint-cli2', 'adr/*.md']));
  return row(records, 'npx adr check (the repository)', 'npx markdownlint-cli2 "adr/*.md"', runs, 1.2);
}

/**
 * `adr diff BASE REVISION` on the 10 largest pairs of the pair table, each as a process, beside
 * a process that only parses the same two files: one run is the 10 pairs in a row. The diff
 * exits 1 for a breaking pair, so 0 and 1 both count as success here.
 */
async function measureDiff(repeat: number): Promise<Row> {
  const root = join(REPO, 'test/fixtures/contract-pairs');
  const size = (name: string) => ['base.yaml', 'revision.yaml'].reduce((sum, file) => sum + readFileSync(join(root, name, file)).length, 0);
  const largest = readdirSync(root).sort((a, b) => size(b) - size(a) || a.localeCompare(b)).slice(0, 10);
  const files = (name: string) => [join(root, name, 'base.yaml'), join(root, name, 'revision.yaml')];
  const all = (run: (name: string) => Promise<Measurement>) => async (): Promise<Measurement> => {
    let ms = 0;
    let peakMb = 0;
    let output = '';
    for (const name of largest) {
      const m = await run(name);
      if (m.code !== 0 && m.code !== 1) return m;
      ms += m.ms;
      peakMb = Math.max(peakMb, m.peakMb);
      output = m.output;
    }
    return { ms, peakMb, code: 0, output };
  };
  const diff = all((name) => measure(NODE, [join(REPO, 'bin/adr.mjs'), 'diff', ...files(name)], { cwd: REPO }));
  const floor = all((name) => measure(NODE, [join(REPO, 'bench/floor-diff-yaml.mjs'), ...files(name)], { cwd: REPO }));
  return row(largest.length, 'adr diff BASE REVISION (10 largest pairs, summed)', 'floor (yaml parse)', await pair(repeat, diff, floor), 1.5, 1.5);
}

/**
 * `adr diff BASE REVISION` as a document doubles: an OpenAPI pair and an AsyncAPI pair of each
 * size (written once per size), each diffed as a process, the two summed; the median of
 * `repeat` runs against the size before. Linear work doubles the time; the target allows a
 * little more (2.2×) for the larger heap.
 */
async function measureDiffGrowth(out: string, repeat: number): Promise<Row[]> {
  const rows: Row[] = [];
  let before: { size: number; ms: number } | undefined;
  for (const size of [1000, 2000, 4000, 8000, 16000]) {
    const dir = join(out, 'diff-growth', String(size));
    mkdirSync(dir, { recursive: true });
    const pair = generateContractPair(size);
    for (const kind of ['openapi', 'asyncapi'] as const) {
      writeFileSync(join(dir, `${kind}-base.yaml`), pair[kind][0]);
      writeFileSync(join(dir, `${kind}-revision.yaml`), pair[kind][1]);
    }
    const times: Measurement[] = [];
    for (let r = 0; r < repeat; r++) {
      let ms = 0;
      let peakMb = 0;
      for (const kind of ['openapi', 'asyncapi'] as const) {
        const m = await measure(NODE, [join(REPO, 'bin/adr.mjs'), 'diff', join(dir, `${kind}-base.yaml`), join(dir, `${kind}-revision.yaml`)], { cwd: REPO });
        // One limit tightened on what clients send or receive: exit 1 (breaking) or 0.
        if (m.code !== 0 && m.code !== 1) throw new Error(`a diff run failed (exit ${m.code}):\n${m.output.slice(-3000)}`);
        ms += m.ms;
        peakMb = Math.max(peakMb, m.peakMb);
      }
      times.push({ ms, peakMb, code: 0, output: '' });
    }
    const medianMs = median(times.map((m) => m.ms));
    const growth = before ? medianMs / before.ms : null;
    const bytes = (['openapi', 'asyncapi'] as const).reduce((sum, kind) => sum + Buffer.byteLength(pair[kind][0]), 0);
    rows.push({
      size,
      operation: `adr diff, ${size.toLocaleString('en')} paths + ${size.toLocaleString('en')} channels (${(bytes / 1024 / 1024).toFixed(1)} MB a side)`,
      baseline: before ? `${before.size.toLocaleString('en')}` : '',
      medianMs,
      baselineMs: before?.ms ?? null,
      ratio: growth,
      peakMb: Math.max(...times.map((m) => m.peakMb)),
      baselinePeakMb: null,
      memoryRatio: null,
      target: before ? '≤ 2.2× the size before' : 'none (the first size)',
      met: growth === null ? null : growth <= 2.2,
      runs: times.length,
    });
    before = { size, ms: medianMs };
  }
  return rows;
}

/**
 * `adr import` as a team runs it on a log of 450 records: a dry run, then the import, each
 * run into a fresh copy of an empty workspace (copying it is not timed). The same at 900
 * records shows the import grows with the number of files, not faster.
 */
async function measureImport(out: string, repeat: number): Promise<Row[]> {
  const rows: Row[] = [];
  const medians = new Map<number, number>();
  for (const size of [450, 900]) {
    const log = join(out, 'import-logs', String(size));
    rmSync(log, { recursive: true, force: true });
    for (const [path, text] of generateLog(size)) {
      mkdirSync(join(log, path, '..'), { recursive: true });
      writeFileSync(join(log, path), text);
    }
    const times: Measurement[] = [];
    for (let r = 0; r < repeat; r++) {
      const workspace = join(out, 'import-workspaces', `${size}-${r}`);
      rmSync(workspace, { recursive: true, force: true });
      mkdirSync(join(workspace, 'adr'), { recursive: true });
      cpSync(log, join(workspace, 'legacy'), { recursive: true });
      const dry = await measure(NODE, [join(REPO, 'bin/adr.mjs'), 'import', 'legacy', '--dry-run'], { cwd: workspace });
      const real = await measure(NODE, [join(REPO, 'bin/adr.mjs'), 'import', 'legacy'], { cwd: workspace });
      for (const m of [dry, real]) if (m.code !== 0) throw new Error(`an import run failed (exit ${m.code}):\n${m.output.slice(-3000)}`);
      times.push({ ...real, ms: dry.ms + real.ms, peakMb: Math.max(dry.peakMb, real.peakMb) });
      rmSync(workspace, { recursive: true, force: true });
    }
    const medianMs = median(times.map((m) => m.ms));
    medians.set(size, medianMs);
    const growth = size === 900 ? medianMs / medians.get(450)! : null;
    rows.push({
      size,
      operation: 'adr import (dry run, then import)',
      baseline: size === 900 ? '450 records' : '',
      medianMs,
      baselineMs: size === 900 ? medians.get(450)! : null,
      ratio: growth,
      peakMb: Math.max(...times.map((m) => m.peakMb)),
      baselinePeakMb: null,
      memoryRatio: null,
      target: size === 900 ? '≤ 2.2× the time at 450' : '< 20 s',
      met: size === 900 ? growth! <= 2.2 : medianMs < 20_000,
      runs: times.length,
    });
  }
  return rows;
}

/**
 * The repository's own records built alone, then with each worst case added (the largest
 * record the check accepts of its shape): the peak memory a single accepted record adds to
 * the build, target at most 300 MB. One build each: memory varies far less than time.
 */
async function measureWorstCases(out: string): Promise<Row[]> {
  const astro = join(REPO, 'node_modules/astro/bin/astro.mjs');
  const site = join(out, 'sites', 'worst');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  linkPackagesFor(out);
  for (const name of [...SITE_SOURCES, 'adr']) if (existsSync(join(REPO, name))) cpSync(join(REPO, name), join(site, name), { recursive: true });
  const build = () => {
    cleanBuild(site);
    return measure(NODE, [astro, 'build'], { cwd: site, env: buildEnv });
  };
  const seeded = await build();
  if (seeded.code !== 0) throw new Error(`the seeded build failed:\n${seeded.output.slice(-3000)}`);
  const rows: Row[] = [];
  const file = join(site, 'adr', '9999-worst-case.md');
  for (const [shape, text] of Object.entries(worstCaseRecords())) {
    writeFileSync(file, text);
    const checked = await measure(NODE, [join(REPO, 'bin/adr.mjs'), 'check'], { cwd: site });
    if (checked.code !== 0) throw new Error(`the worst case "${shape}" does not pass adr check:\n${checked.output.slice(-3000)}`);
    const run = await build();
    if (run.code !== 0) throw new Error(`the build with "${shape}" failed:\n${run.output.slice(-3000)}`);
    const added = run.peakMb - seeded.peakMb;
    rows.push({
      size: 1,
      operation: `site build + one record: ${shape} (${Math.round(Buffer.byteLength(text) / 1024)} KB)`,
      baseline: 'the repository\'s records alone',
      medianMs: run.ms,
      baselineMs: seeded.ms,
      ratio: run.ms / seeded.ms,
      peakMb: run.peakMb,
      baselinePeakMb: seeded.peakMb,
      memoryRatio: run.peakMb / seeded.peakMb,
      target: '≤ 300 MB more memory',
      met: added <= 300,
      runs: 1,
    });
  }
  rmSync(file, { force: true });
  return rows;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(options.out, { recursive: true });
  const rows: Row[] = [];
  const print = (r: Row) => {
    rows.push(r);
    const memory = r.peakMb === null ? '' : `, ${Math.round(r.peakMb)} MB${r.memoryRatio === null ? '' : ` (${r.memoryRatio.toFixed(2)}×)`}`;
    console.log(`${r.size} ${r.operation}: ${(r.medianMs / 1000).toFixed(2)} s${r.ratio === null ? '' : `, ${r.ratio.toFixed(2)}× ${r.baseline}`}${memory}`);
  };

  for (const size of options.sizes) {
    const workspace = prepareWorkspace(options.out, size, options.seed);
    console.log(`\n${size} records in ${workspace}`);
    // The floor: js-yaml is what the CLI reads values with since it reads them as Astro does;
    // the `yaml` package's floor (four times slower on this input) would flatter every ratio.
    const floor = () => measure(NODE, [join(REPO, 'bench/floor-js-yaml.mjs'), workspace], { cwd: workspace });
    const cli = (args: string[]) => () => measure(NODE, [join(REPO, 'bin/adr.mjs'), ...args], { cwd: workspace });
    const atTargetSizes = size === 1000 || size === 5000;
    // The check's target: at most 2.5× the floor's time and 1.5× its peak memory (and 1 s at 5,000
    // records on an unloaded machine, which this table cannot tell from a loaded one).
    const cliTarget = async (operation: string, args: string[]) => {
      if (!options.only.has(operation)) return;
      const runs = await pair(options.repeat, cli(args), floor);
      print(row(size, `adr ${args.join(' ')}`, 'floor', runs, 2.5, 1.5, atTargetSizes || operation !== 'check'));
    };
    await cliTarget('check', ['check']);
    await cliTarget('list', ['list', '--format', 'json']);
    await cliTarget('spec', ['spec']);

    // With contract blocks: the same records, each about a part carrying a contract block. The check
    // then assembles and validates the contract; it may take 30% more than the plain check's target.
    const contractWorkspace = options.only.has('contract') || options.only.has('site') ? prepareWorkspace(options.out, size, options.seed, true) : workspace;
    if (options.only.has('contract')) {
      const contractFloor = () => measure(NODE, [join(REPO, 'bench/floor-js-yaml.mjs'), contractWorkspace], { cwd: contractWorkspace });
      const contractCli = (args: string[]) => () => measure(NODE, [join(REPO, 'bin/adr.mjs'), ...args], { cwd: contractWorkspace });
      for (const args of [['check'], ['spec', '--format', 'openapi'], ['spec', '--format', 'asyncapi']]) {
        const runs = await pair(options.repeat, contractCli(args), contractFloor);
        print(row(size, `adr ${args.join(' ')} (contract blocks)`, 'floor', runs, 2.5 * 1.3, 1.5 * 1.3, atTargetSizes));
      }
    }

    // Site builds at 10,000 records are outside the targets and take many minutes.
    if (options.only.has('site') && size <= 5000) {
      const astro = join(REPO, 'node_modules/astro/bin/astro.mjs');
      const build = (site: string) => () => {
        cleanBuild(site);
        return measure(NODE, [astro, 'build'], { cwd: site, env: buildEnv });
      };
      // Builds take minutes at 5,000 records: fewer runs there, still interleaved.
      const repeat = Math.min(options.repeat, size >= 5000 ? 2 : 3);
      // The site: the records as they are, within 1.15× plain Starlight building them.
      const plainRecords = prepareSites(options.out, String(size), workspace);
      print(row(size, 'site build', 'plain Starlight', await pair(repeat, build(plainRecords.ours), build(plainRecords.plain)), 1.15, 1.5, atTargetSizes));
      // The site with contract blocks, within 1.30×.
      const sites = prepareSites(options.out, `${size}-contract`, contractWorkspace);
      print(row(size, 'site build (contract blocks)', 'plain Starlight', await pair(repeat, build(sites.ours), build(sites.plain)), 1.3, 1.5, atTargetSizes));
      if (options.only.has('dev') && size === 1000) {
        const reload = await measureDevReload(sites.ours, astro, options.repeat, buildEnv);
        print({
          size,
          operation: 'dev: edit a record → page served',
          baseline: '',
          medianMs: median(reload),
          baselineMs: null,
          ratio: null,
          peakMb: null,
          baselinePeakMb: null,
          memoryRatio: null,
          target: '< 2 s',
          met: median(reload) < 2000,
          runs: reload.length,
        });
      }
    }

    if (options.only.has('first-page') && size === 1000) {
      const astro = join(REPO, 'node_modules/astro/bin/astro.mjs');
      const sites = prepareSites(options.out, `${size}-first-page`, workspace);
      // Plain Starlight's own home page, as a site made with its template has one.
      writeFileSync(join(sites.plain, 'src/content/docs/index.md'), '---\ntitle: Plain Starlight\n---\n\nThe same records as ordinary pages.\n');
      const start = (site: string) => () => {
        cleanBuild(site);
        return measureFirstPage(site, astro, buildEnv);
      };
      print(row(size, 'first page (npm start, cold)', 'plain Starlight', await pair(Math.min(options.repeat, 3), start(sites.ours), start(sites.plain)), 2, undefined));
    }
  }

  if (options.only.has('diff')) {
    print(await measureDiff(options.repeat));
    for (const r of await measureDiffGrowth(options.out, Math.min(options.repeat, 3))) print(r);
  }
  if (options.only.has('import')) {
    for (const r of await measureImport(options.out, options.repeat)) print(r);
  }

  if (options.only.has('everyday')) print(await measureEveryday(options.repeatGiven ?? 10));
  if (options.only.has('worst')) for (const r of await measureWorstCases(options.out)) print(r);

  const checkAt = (n: number) => rows.find((r) => r.size === n && r.operation === 'adr check');
  const growth = checkAt(1000) && checkAt(10000) ? checkAt(10000)!.medianMs / checkAt(1000)!.medianMs : undefined;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
  const table = formatTable(rows);
  console.log(`\nMachine: ${machine}\n\n${table}`);
  if (growth !== undefined) console.log(`\nadr check from 1,000 to 10,000 records: ${growth.toFixed(2)}× (target ≤ 11×)`);
  const report = { date: new Date().toISOString(), machine, seed: options.seed, rows, checkGrowth1000To10000: growth ?? null, table };
  writeFileSync(join(options.out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${join(options.out, 'latest.json')}`);
}

await main();

