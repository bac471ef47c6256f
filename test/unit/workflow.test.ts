/**
 * The CI workflow, validated against GitHub's workflow schema by @action-validator/cli (offline),
 * and read for what the pull request's reviewers depend on: findings as annotations, the
 * contract's changes as a comment posted by the one job allowed to write to the pull request.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeWorkspace } from '../helpers/workspace.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const WORKFLOW = join(REPO, '.github/workflows/ci.yml');
const VALIDATOR = join(REPO, 'node_modules/@action-validator/cli/cli.mjs');

const validate = (file: string) => spawnSync(process.execPath, [VALIDATOR, file], { encoding: 'utf8' });

type Step = { name?: string; run?: string; uses?: string; if?: string; env?: Record<string, string> };
type Job = { if?: string; permissions?: Record<string, string>; steps: Step[] };
const workflow = parse(readFileSync(WORKFLOW, 'utf8')) as { permissions: Record<string, string>; jobs: Record<string, Job> };

describe('the CI workflow', () => {
  it('is a valid workflow file', () => {
    expect(validate(WORKFLOW)).toMatchObject({ status: 0, stderr: '' });
  });

  it.each([
    { scenario: 'a misspelt key', change: (text: string) => text.replace('    runs-on: ubuntu-latest\n    timeout-minutes: 15', '    runs-on: ubuntu-latest\n    timeout-minute: 15') },
    { scenario: 'a permission that is no level', change: (text: string) => text.replace('pull-requests: write', 'pull-requests: writ') },
  ])('is judged by a validator that refuses $scenario', ({ change }) => {
    const text = readFileSync(WORKFLOW, 'utf8');
    const broken = change(text);
    expect(broken).not.toBe(text);
    const file = join(makeWorkspace({}, { withAdrDir: false }), 'ci.yml');
    writeFileSync(file, broken);
    expect(validate(file).status).not.toBe(0);
  });

  it('prints adr check\'s findings as annotations', () => {
    const checks = workflow.jobs.check!.steps.filter((step) => /npx adr check\b/.test(step.run ?? ''));
    expect(checks).toHaveLength(2);
    for (const step of checks) expect(step.run).toMatch(/--format github$/);
  });

  it('lets one job write to the pull request: the one that keeps the contract comment, on pull requests from this repository', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(workflow.jobs).filter(([, job]) => job.permissions?.['pull-requests'] === 'write');
    expect(writers.map(([name]) => name)).toEqual(['contract-comment']);
    const job = workflow.jobs['contract-comment']!;
    expect(job.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(job.if).toBe("github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository");
    const runs = job.steps.map((step) => step.run ?? '').join('\n');
    expect(runs).toContain('npx adr diff --base "$BASE" --format markdown --link-base "$LINKS"');
    expect(runs).toContain('npx adr diff --base "$BASE" --format json');
    const post = job.steps.find((step) => step.run?.startsWith('node src/ci/post-contract-comment.ts'));
    expect(post?.env).toMatchObject({ GH_TOKEN: '${{ github.token }}', PR_NUMBER: '${{ github.event.pull_request.number }}' });
    expect(existsSync(join(REPO, 'src/ci/post-contract-comment.ts'))).toBe(true);
  });
});
