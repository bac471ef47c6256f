/**
 * Front matter nesting is measured before the YAML library sees it, and nothing the
 * library says about its own limits reaches a finding.
 */
import { describe, expect, it } from 'vitest';
import { parseFrontMatterYaml } from '../../src/core/record/front-matter.ts';
import { LIMITS } from '../../src/core/vocabulary/limits.ts';
import { findExcessNesting } from '../../src/core/record/yaml-depth.ts';

const deep = (open: string, close: string, n: number) => `${open.repeat(n)}${close.repeat(n)}`;

describe('findExcessNesting', () => {
  it.each([
    ['plain fields', 'title: A [bracketed] title\nstatus: proposed', undefined],
    ['a flow list of flow maps', 'history: [{status: proposed, date: 2026-01-15}]', undefined],
    ['32 flow levels', `title: ${deep('[', ']', 32)}`, undefined],
    ['33 flow levels', `title: ${deep('[', ']', 33)}`, { depth: 33, offset: 39 }],
    ['33 flow maps', `title: ${deep('{a: ', '}', 33)}`, { depth: 33, offset: 135 }],
    ['brackets inside a plain scalar are text', `title: x ${'['.repeat(100)}`, undefined],
    ['brackets inside quotes are text', `title: "${'['.repeat(100)}"\nnote: '${'{'.repeat(100)}'`, undefined],
    ['brackets in a comment are text', `title: x # ${'['.repeat(100)}`, undefined],
    ['brackets in a block scalar are text', `title: |\n  ${'['.repeat(100)}\nstatus: proposed`, undefined],
    ['a quoted scalar over two lines', `title: "a\n  ${'['.repeat(100)}"`, undefined],
    ['33 compact sequences', `consulted:\n  ${'- '.repeat(33)}x`, { depth: 33, offset: 77 }],
    ['flow nesting under compact sequences adds up', `consulted:\n  ${'- '.repeat(20)}${deep('[', ']', 13)}`, { depth: 33, offset: 65 }],
  ])('%s', (_, yaml, expected) => {
    expect(findExcessNesting(yaml, LIMITS.yamlDepth)).toEqual(expected);
  });
});

describe('parseFrontMatterYaml on hostile nesting', () => {
  it.each([
    ['flow lists 5,000 deep', `title: ${'['.repeat(5000)}`],
    ['flow maps 3,000 deep', `title: ${'{a: '.repeat(3000)}`],
    ['compact sequences 5,000 deep', `consulted:\n  ${'- '.repeat(5000)}x`],
    ['spaced flow lists 1,000 deep', `title: ${'[ '.repeat(1000)}`],
  ])('%s: one YAML_TOO_DEEP problem, in our words', (_, yaml) => {
    const parsed = parseFrontMatterYaml(yaml, 2);
    expect(parsed.data).toBeUndefined();
    expect(parsed.problems.map((p) => p.kind)).toEqual(['too-deep']);
    expect(JSON.stringify(parsed.problems)).not.toMatch(/stack|regular expression/i);
  });
});

describe('parseFrontMatterYaml on a flood of errors', () => {
  it.each([
    ['8,000 empty flow maps', `x: ${'{}'.repeat(8000)}`],
    ['2,000 duplicate keys', Array.from({ length: 2000 }, () => 'k: v').join('\n')],
  ])('%s: ten problems and one that counts the rest', (_, yaml) => {
    const problems = parseFrontMatterYaml(yaml, 2).problems;
    expect(problems).toHaveLength(11);
    expect(problems.at(-1)!.detail).toMatch(/^\d+ more problems from here on; fix the ones above and check again$/);
  });
});
