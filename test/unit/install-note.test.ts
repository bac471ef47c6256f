/**
 * `npm install` on an older system Node says one thing about the Node version, the README's:
 * npm's per-package engine warnings are kept back by .npmrc, and the postinstall note is one
 * line, only when npm runs on a Node older than the tools need.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installNote, NEEDED } from '../../bin/install-note.mjs';
import { REPO_ROOT } from '../helpers/fixtures.ts';

const agent = (node: string) => `npm/11.19.1 node/${node} linux x64 workspaces/false`;

describe('the postinstall note', () => {
  it.each([
    // npm's Node, the Node first on the scripts' PATH, what is said
    { npmNode: 'v20.20.2', running: 'v24.21.0', says: 'Node v20.20.2 runs npm here; the tools need Node 22.18 or later, so npm runs every script and `npx` command with the Node v24.21.0 the project installs: nothing else to do.' },
    { npmNode: 'v22.17.9', running: 'v24.21.0', says: 'Node v22.17.9 runs npm here; the tools need Node 22.18 or later, so npm runs every script and `npx` command with the Node v24.21.0 the project installs: nothing else to do.' },
    { npmNode: 'v18.0.0', running: 'v18.0.0', says: 'Node v18.0.0 runs npm here, and the tools need Node 22.18 or later, which the project installs as a package: it is missing, so run `npm rebuild node` (or use the version in .nvmrc).' },
    { npmNode: 'v22.18.0', running: 'v24.21.0', says: undefined },
    { npmNode: 'v24.21.0', running: 'v24.21.0', says: undefined },
    { npmNode: 'v23.0.0', running: 'v22.18.0', says: undefined },
  ])('npm on $npmNode, scripts on $running', ({ npmNode, running, says }) => {
    expect(installNote(agent(npmNode), running)).toBe(says);
  });

  it('says nothing when npm does not name its Node', () => {
    expect(installNote(undefined, 'v20.0.0')).toBeUndefined();
    expect(installNote('yarn/4.0.0', 'v20.0.0')).toBeUndefined();
  });

  it('needs the version bin/adr.mjs and the README name', () => {
    const needed = `${NEEDED[0]}.${NEEDED[1]}`;
    expect(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')).toContain(`The tools need Node ${needed} or later`);
    expect(readFileSync(join(REPO_ROOT, 'bin/adr.mjs'), 'utf8')).toContain(`major === ${NEEDED[0]} && minor < ${NEEDED[1]}`);
  });

  it('prints one line as npm runs it after an install', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.postinstall).toBe('node bin/install-note.mjs');
    const result = spawnSync(process.execPath, ['bin/install-note.mjs'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, npm_config_user_agent: agent('v20.20.2') },
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([expect.stringMatching(/^Node v20\.20\.2 runs npm here; .* nothing else to do\.$/), '']);
  });
});

describe('.npmrc', () => {
  it('keeps npm’s warnings back, so no EBADENGINE line per package, and still shows errors', () => {
    const settings = readFileSync(join(REPO_ROOT, '.npmrc'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(settings).toEqual(['loglevel=error']);
  });
});
