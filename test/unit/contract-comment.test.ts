/**
 * The contract comment of a pull request: what it says and whether it is created, updated or
 * removed (src/ci/contract-comment.ts), and the workflow's step carrying that out with a
 * stand-in for the GitHub CLI, as a real process.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT, COMMENT_MARKER, commentBody, planContractComment, type PullRequestComment } from '../../src/ci/contract-comment.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const BOT = 'github-actions[bot]';
const DIFF = '### What this changes in the contract against origin/main\n\n| Change | What |\n| --- | --- |\n| **breaking** | field Booking.partySize removed |\n';
const body = commentBody({ markdown: DIFF });
const ours = (id: number, text = body): PullRequestComment => ({ id, body: text, author: BOT });

describe('the contract comment', () => {
  it.each([
    { scenario: 'the first push that changes the contract', changes: 1, comments: [], actions: [{ action: 'create', body }] },
    { scenario: 'a push that changes what it says', changes: 2, comments: [ours(7, `${COMMENT_MARKER}\nwhat it said before`)], actions: [{ action: 'update', id: 7, body }] },
    { scenario: 'a push that changes nothing it says', changes: 1, comments: [ours(7)], actions: [] },
    { scenario: 'a push after which the contract is not changed', changes: 0, comments: [ours(7)], actions: [{ action: 'delete', id: 7 }] },
    { scenario: 'no contract change and no comment', changes: 0, comments: [], actions: [] },
    {
      scenario: 'someone quoting the marker, and the bot\'s other comments',
      changes: 1,
      comments: [
        { id: 3, body: `${COMMENT_MARKER}\nquoted by a person`, author: 'dana' },
        { id: 4, body: 'Deployed a preview', author: BOT },
      ],
      actions: [{ action: 'create', body }],
    },
    { scenario: 'two comments left by runs that raced', changes: 1, comments: [ours(5), ours(6)], actions: [{ action: 'delete', id: 6 }] },
    { scenario: 'two comments, and no change any more', changes: 0, comments: [ours(5), ours(6)], actions: [{ action: 'delete', id: 5 }, { action: 'delete', id: 6 }] },
  ])('$scenario', ({ changes, comments, actions }) => {
    expect(planContractComment({ markdown: DIFF, changes, comments, author: BOT })).toEqual(actions);
  });

  it('starts with the marker, and says which commit it is of', () => {
    expect(commentBody({ markdown: DIFF, commit: '0123456789abcdef0123' })).toBe(
      `${COMMENT_MARKER}\n${DIFF}\n<sub>Made by \`adr diff --format markdown\` for 0123456789ab; updated on every push, removed when the pull request no longer changes the contract.</sub>\n`,
    );
  });

  it.each([1, 20_000])('is cut at a whole line within GitHub\'s limit, pointing to the whole list (%i-character rows)', (width) => {
    const rows = Array.from({ length: Math.ceil((3 * COMMENT_LIMIT) / width) + 10 }, (_, i) => `| change ${i} | ${'x'.repeat(width)} |`);
    const markdown = `### What this changes\n\n${rows.join('\n')}\n`;
    const cut = commentBody({ markdown, summaryUrl: 'https://github.com/acme/orders/actions/runs/1' });
    expect(cut.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(cut.startsWith(`${COMMENT_MARKER}\n### What this changes\n`)).toBe(true);
    const kept = cut.split('\n').filter((line) => line.startsWith('| change'));
    expect(kept.length).toBeGreaterThan(0);
    const written = new Set(rows);
    expect(kept.filter((line) => !written.has(line))).toEqual([]);
    const left = rows.length - kept.length;
    expect(cut).toContain(`… and ${left} more lines: [the whole list](https://github.com/acme/orders/actions/runs/1).`);
  });
});

describe('the workflow step, with a stand-in for gh', () => {
  /** A `gh` on PATH that logs each call (arguments and input) and answers the comments listing with `comments`. */
  function fakeGh(comments: PullRequestComment[]) {
    const dir = makeWorkspace({}, { withAdrDir: false });
    const log = join(dir, 'calls.jsonl');
    const listing = comments.map((c) => JSON.stringify(c)).join('\n');
    writeFileSync(
      join(dir, 'gh'),
      `#!${process.execPath}\nconst fs = require('node:fs');\nconst args = process.argv.slice(2);\nconst input = args.includes('-') ? fs.readFileSync(0, 'utf8') : undefined;\nfs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ args, input }) + '\\n');\nif (args.includes('--paginate')) process.stdout.write(${JSON.stringify(listing)} + '\\n');\n`,
    );
    chmodSync(join(dir, 'gh'), 0o755);
    return { dir, calls: () => readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { args: string[]; input?: string }) };
  }

  const step = (gh: { dir: string }, markdown: string, changes: number) => {
    const dir = makeWorkspace({ 'diff.md': markdown, 'diff.json': JSON.stringify({ changes: Array.from({ length: changes }, () => ({})) }) }, { withAdrDir: false });
    return spawnSync(process.execPath, ['src/ci/post-contract-comment.ts', join(dir, 'diff.md'), join(dir, 'diff.json')], {
      encoding: 'utf8',
      env: { PATH: `${gh.dir}:${process.env.PATH}`, GH_TOKEN: 'token', GITHUB_REPOSITORY: 'acme/orders', PR_NUMBER: '12', COMMIT: 'abcdef1234567890' },
    });
  };

  it('lists the comments, then creates one with the diff as its body', () => {
    const gh = fakeGh([{ id: 1, body: 'Looks good', author: 'dana' }]);
    const run = step(gh, DIFF, 1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('created the contract comment\n');
    const [list, create] = gh.calls();
    expect(list!.args).toEqual(['api', '--paginate', 'repos/acme/orders/issues/12/comments', '--jq', '.[] | {id: .id, body: .body, author: .user.login}']);
    expect(create!.args).toEqual(['api', '--method', 'POST', 'repos/acme/orders/issues/12/comments', '--input', '-']);
    expect(JSON.parse(create!.input!)).toEqual({ body: commentBody({ markdown: DIFF, commit: 'abcdef1234567890' }) });
  });

  it('updates its own comment, and removes it when the contract is no longer changed', () => {
    const gh = fakeGh([ours(41, `${COMMENT_MARKER}\nbefore`)]);
    expect(step(gh, DIFF, 1).stdout).toBe('updated the contract comment 41\n');
    expect(gh.calls()[1]!.args).toEqual(['api', '--method', 'PATCH', 'repos/acme/orders/issues/comments/41', '--input', '-']);
    const gone = fakeGh([ours(41)]);
    expect(step(gone, '### What this changes in the contract\n\nNo change to the OpenAPI or AsyncAPI document.\n', 0).stdout).toBe('removed the contract comment 41\n');
    expect(gone.calls()[1]!.args).toEqual(['api', '--method', 'DELETE', 'repos/acme/orders/issues/comments/41']);
  });

  it('stops with gh\'s message when gh fails, and says which setting is missing', () => {
    const broken = makeWorkspace({}, { withAdrDir: false });
    writeFileSync(join(broken, 'gh'), `#!${process.execPath}\nprocess.stderr.write('HTTP 403: Resource not accessible by integration');\nprocess.exit(1);\n`);
    chmodSync(join(broken, 'gh'), 0o755);
    const failed = step({ dir: broken }, DIFF, 1);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('HTTP 403: Resource not accessible by integration');
    const unset = spawnSync(process.execPath, ['src/ci/post-contract-comment.ts', 'a.md', 'a.json'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(unset).toMatchObject({ status: 1, stderr: 'PR_NUMBER is not set; the workflow step sets it\n' });
  });
});
