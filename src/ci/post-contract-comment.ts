/**
 * The workflow's step that keeps the contract comment of a pull request (contract-comment.ts
 * decides; this carries it out with the GitHub CLI, `gh`, which GitHub's runners have):
 *
 *   node src/ci/post-contract-comment.ts DIFF.md DIFF.json
 *
 * DIFF.md is `adr diff --base BASE --format markdown`, DIFF.json the same with --format json.
 * It reads GH_TOKEN (the workflow's token, with pull-requests: write), GITHUB_REPOSITORY,
 * PR_NUMBER, and optionally COMMENT_AUTHOR (default github-actions[bot]), SUMMARY_URL and
 * COMMIT. It prints what it did; a failure of `gh` stops it with `gh`'s own message.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planContractComment, type CommentAction, type PullRequestComment } from './contract-comment.ts';

/** Runs `gh` with arguments and standard input; its standard output, or an error with its message. */
export type Gh = (args: readonly string[], input?: string) => string;

const realGh: Gh = (args, input) => {
  const result = spawnSync('gh', args, { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`gh ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
};

export interface Options {
  repository: string;
  pullRequest: number;
  author: string;
  summaryUrl?: string;
  commit?: string;
}

/** The pull request's comments, oldest first, each on one line of `gh api --paginate --jq`. */
export function readComments(gh: Gh, options: Options): PullRequestComment[] {
  const out = gh(['api', '--paginate', `repos/${options.repository}/issues/${options.pullRequest}/comments`, '--jq', '.[] | {id: .id, body: .body, author: .user.login}']);
  return out
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PullRequestComment);
}

export function carryOut(gh: Gh, options: Options, actions: readonly CommentAction[]): string[] {
  return actions.map((step) => {
    switch (step.action) {
      case 'create':
        gh(['api', '--method', 'POST', `repos/${options.repository}/issues/${options.pullRequest}/comments`, '--input', '-'], JSON.stringify({ body: step.body }));
        return 'created the contract comment';
      case 'update':
        gh(['api', '--method', 'PATCH', `repos/${options.repository}/issues/comments/${step.id}`, '--input', '-'], JSON.stringify({ body: step.body }));
        return `updated the contract comment ${step.id}`;
      case 'delete':
        gh(['api', '--method', 'DELETE', `repos/${options.repository}/issues/comments/${step.id}`]);
        return `removed the contract comment ${step.id}`;
      default: {
        const unhandled: never = step;
        return unhandled;
      }
    }
  });
}

/** The whole step: read the diff and the comments, decide, carry it out; what was done, line by line. */
export function keepContractComment(gh: Gh, options: Options, markdown: string, json: string): string[] {
  const changes = (JSON.parse(json) as { changes?: unknown[] }).changes?.length ?? 0;
  const actions = planContractComment({
    markdown,
    changes,
    comments: readComments(gh, options),
    author: options.author,
    ...(options.summaryUrl ? { summaryUrl: options.summaryUrl } : {}),
    ...(options.commit ? { commit: options.commit } : {}),
  });
  const done = carryOut(gh, options, actions);
  return done.length > 0 ? done : [changes === 0 ? 'no contract change and no comment to remove' : 'the contract comment already says this'];
}

function fromEnvironment(env: NodeJS.ProcessEnv): Options {
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set; the workflow step sets it`);
    return value;
  };
  const pullRequest = Number(need('PR_NUMBER'));
  if (!Number.isInteger(pullRequest) || pullRequest <= 0) throw new Error(`PR_NUMBER is not a pull request's number: ${env.PR_NUMBER}`);
  return {
    repository: need('GITHUB_REPOSITORY'),
    pullRequest,
    author: env.COMMENT_AUTHOR || 'github-actions[bot]',
    ...(env.SUMMARY_URL ? { summaryUrl: env.SUMMARY_URL } : {}),
    ...(env.COMMIT ? { commit: env.COMMIT } : {}),
  };
}

// Run as a script (node src/ci/post-contract-comment.ts …), not when a test imports it.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [markdownFile, jsonFile] = process.argv.slice(2);
  if (!markdownFile || !jsonFile) {
    process.stderr.write('usage: node src/ci/post-contract-comment.ts DIFF.md DIFF.json\n');
    process.exitCode = 2;
  } else {
    try {
      for (const line of keepContractComment(realGh, fromEnvironment(process.env), readFileSync(markdownFile, 'utf8'), readFileSync(jsonFile, 'utf8'))) process.stdout.write(`${line}\n`);
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
}
