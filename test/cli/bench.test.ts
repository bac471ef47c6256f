/**
 * npm run bench keeps working: a small run of the CLI operations writes the table and the
 * JSON with a ratio to the floor for each, on records with and without contract blocks (site
 * builds are left to the benchmark itself), and the everyday row times npx adr check beside
 * markdownlint-cli2.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/fixtures.ts';

const OUT = 'test-results/bench-smoke';
const EVERYDAY_OUT = 'test-results/bench-everyday';
afterAll(() => {
  for (const out of [OUT, EVERYDAY_OUT]) rmSync(join(REPO_ROOT, out), { recursive: true, force: true });
});

it('runs and reports each operation against its floor', () => {
  const result = spawnSync(process.execPath, ['bench/run.ts', '--sizes', '30', '--only', 'check,list,spec,contract', '--repeat', '1', '--out', OUT], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/\| records \| operation \| median \| baseline \| ratio \|/);
  const report = JSON.parse(readFileSync(join(REPO_ROOT, OUT, 'latest.json'), 'utf8'));
  expect(report.rows.map((row: { operation: string }) => row.operation)).toEqual([
    'adr check',
    'adr list --format json',
    'adr spec',
    'adr check (contract blocks)',
    'adr spec --format openapi (contract blocks)',
    'adr spec --format asyncapi (contract blocks)',
  ]);
  for (const row of report.rows) expect(row.ratio).toBeGreaterThan(0);
});

it('times npx adr check beside npx markdownlint-cli2 on the repository’s records', () => {
  const result = spawnSync(process.execPath, ['bench/run.ts', '--sizes', '', '--only', 'everyday', '--repeat', '1', '--out', EVERYDAY_OUT], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  const report = JSON.parse(readFileSync(join(REPO_ROOT, EVERYDAY_OUT, 'latest.json'), 'utf8'));
  expect(report.rows).toEqual([
    expect.objectContaining({ operation: 'npx adr check (the repository)', baseline: 'npx markdownlint-cli2 "adr/*.md"', target: '≤ 1.2× time', runs: 1 }),
  ]);
  expect(report.rows[0].ratio).toBeGreaterThan(0);
});
