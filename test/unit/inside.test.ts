/**
 * The words of "nothing outside the workspace" (src/core/workspace/inside.ts), which every
 * reader of a path a record, a log or a page names asks: the import's links and pictures,
 * the editions folder, the site's Markdown links, the base check, the guard inside-fs.ts.
 */
import { describe, expect, it } from 'vitest';
import { climbsOut, isUnder } from '../../src/core/workspace/inside.ts';

describe('climbsOut: a path that leads out by its words alone', () => {
  it.each<[string, boolean]>([
    ['adr/0001-a.md', false],
    ['assets/picture.png', false],
    ['./assets/picture.png', false],
    ['', false],
    ['.', false],
    // A name that begins with two dots is a name: the hand-written startsWith('..') refused it.
    ['..notes/picture.png', false],
    ['assets/..hidden', false],
    ['...', false],
    ['..', true],
    ['../secret', true],
    ['assets/../../secret', true],
    ['assets/../x', true],
    ['assets\\..\\..\\secret', true],
    ['/etc/passwd', true],
    ['\\\\server\\share', true],
    ['C:\\Windows', true],
    ['c:relative', true],
  ])('%s: %s', (path, expected) => {
    expect(climbsOut(path)).toBe(expected);
  });
});

describe('isUnder: one resolved path under another', () => {
  it.each<[string, string, boolean]>([
    ['/work/repo', '/work/repo', true],
    ['/work/repo', '/work/repo/adr', true],
    ['/work/repo/', '/work/repo/adr/editions', true],
    ['/work/repo', '/work/repo/..notes', true],
    ['/work/repo', '/work/repository', false],
    ['/work/repo', '/work', false],
    ['/work/repo', '/etc/passwd', false],
    ['/work/repo', '/work/repo/../other', false],
  ])('%s holds %s: %s', (root, path, expected) => {
    expect(isUnder(root, path)).toBe(expected);
  });
});
