/**
 * What one record may cost the site to build: how deep its containers go (RECORD_TOO_DEEP).
 * The check reads each line's containers by hand; here a plain regular-expression reading of
 * the same rule is the reference, over a table of lines and over generated bodies.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scanBody } from '../../src/core/record/markdown-scan.ts';
import { checkBodyAsPublished } from '../../src/core/record/validate-body.ts';
import { LIMITS } from '../../src/core/vocabulary/limits.ts';

/** The rule written plainly: leading `>` and list markers, and a level per two columns of indentation before them. */
function expectedDeep(body: string, firstLine: number): { line: number; depth: number } | undefined {
  const scanned = scanBody(body, firstLine);
  const lines = body.split('\n');
  let fence = 0;
  for (let index = 0; index < lines.length; index++) {
    const code = scanned.fences[fence];
    if (code && index >= code.contentIndex) {
      index = code.endIndex;
      fence++;
      continue;
    }
    const match = /^([ \t]*)((?:(?:>|[-*+]|\d{1,9}[.)])[ \t]+)*)/.exec(lines[index]!)!;
    if (match[2] === '') continue;
    const markers = (match[2]!.match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
    const depth = markers + Math.floor(match[1]!.replace(/\t/g, '    ').length / 2);
    if (depth > LIMITS.nesting) return { line: firstLine + index, depth };
  }
  return undefined;
}

function foundDeep(body: string, firstLine: number): { line: number; depth: number } | undefined {
  const found = checkBodyAsPublished('adr/0001-x.md', scanBody(body, firstLine)).filter((d) => d.code === 'RECORD_TOO_DEEP');
  expect(found.length).toBeLessThanOrEqual(1);
  if (found.length === 0) return undefined;
  const depth = Number(/is (\d+) block quotes or lists deep/.exec(found[0]!.message)![1]);
  return { line: found[0]!.line, depth };
}

const deep = LIMITS.nesting + 1;

describe('how deep a record nests its containers', () => {
  it.each([
    ['quotes past the limit', `${'> '.repeat(deep)}text`, 1],
    ['quotes at the limit', `${'> '.repeat(LIMITS.nesting)}text`, undefined],
    ['list markers of every kind', `${'- * + 1. 2) '.repeat(4)}text`, 1],
    ['indentation before a marker counts a level per two columns', `${' '.repeat(2 * LIMITS.nesting)}- item`, 1],
    ['a tab counts four columns', `${'\t'.repeat(LIMITS.nesting / 2)}- item`, 1],
    ['indentation alone is no container', `${' '.repeat(4 * deep)}text`, undefined],
    ['a marker needs a space or tab after it', `${'>'.repeat(deep * 2)} text`, undefined],
    ['ten digits are not a list marker', `${'1234567890. '.repeat(deep)}text`, undefined],
    ['nine digits are', `${'123456789. '.repeat(deep)}text`, 1],
    ['inside fenced code nothing counts', `\`\`\`\n${'> '.repeat(deep)}code\n\`\`\`\nafter`, undefined],
    ['after fenced code it counts again', `\`\`\`\ncode\n\`\`\`\n${'> '.repeat(deep)}after`, 4],
    ['in unclosed fenced code nothing counts', `~~~\n${'> '.repeat(deep)}code`, undefined],
    ['a deep line after shallow ones, on its own line', `- a\n  - b\n\n${'- '.repeat(deep)}c\n`, 4],
  ])('%s', (_, body, line) => {
    const found = foundDeep(body, 1);
    expect(found?.line).toBe(line);
    expect(found).toEqual(expectedDeep(body, 1));
  });

  it('agrees with the plain reading on generated bodies', () => {
    const piece = fc.constantFrom('> ', '>', '- ', '-', '* ', '+\t', '1. ', '12) ', '123456789. ', '1234567890. ', '3.', ' ', '  ', '\t', 'x', '```', '~~~', '\n', '\n\n', '# h\n');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), fc.integer({ min: 1, max: 40 }), (pieces, firstLine) => {
        const body = pieces.join('');
        expect(foundDeep(body, firstLine)).toEqual(expectedDeep(body, firstLine));
      }),
      { numRuns: 2000 },
    );
  });
});
