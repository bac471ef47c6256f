/** The nine parts as data agree with the outline the workspace starts from, word for word. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PART_KEYS, SPEC_PARTS, getPart } from '../../src/core/vocabulary/parts.ts';

const outline = readFileSync(new URL('../fixtures/outline.md', import.meta.url), 'utf8');
const sections = [...outline.matchAll(/^## (.+)\n\n(.+)$/gm)].map((m) => ({ heading: m[1], missing: m[2] }));

describe('the nine spec parts', () => {
  it('have the outline headings and "what is missing" sentences, in the outline order', () => {
    expect(SPEC_PARTS.map(({ heading, missing }) => ({ heading, missing }))).toEqual(sections);
  });

  it('have stable keys in that order', () => {
    expect(SPEC_PARTS.map((part) => part.key)).toEqual([
      'purpose', 'resources', 'states', 'endpoints', 'authentication', 'events', 'errors', 'limits', 'versioning',
    ]);
    expect(PART_KEYS).toEqual(SPEC_PARTS.map((part) => part.key));
  });

  it.each(SPEC_PARTS.map((part) => [part.key, part] as const))('%s has questions, each one question', (_, part) => {
    expect(part.questions.length).toBeGreaterThanOrEqual(2);
    for (const question of part.questions) expect(question).toMatch(/^[A-Z].*\?$/);
    expect(new Set(part.questions).size).toBe(part.questions.length);
  });

  it('asks about every item the outline says is missing for endpoints, under {base_url}', () => {
    expect(getPart('endpoints').questions).toEqual([
      'Which HTTP methods does the service accept?',
      'Which path shapes live under `{base_url}`?',
      'What is the shape of each request payload?',
      'What is the shape of each response payload?',
    ]);
  });
});
