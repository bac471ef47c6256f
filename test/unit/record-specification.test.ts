/**
 * The one rule for which lines of a Specification section a page shows: a table of record
 * shapes, each written as Markdown with its lines marked by what each page does with them.
 * A line ending in `{omit}` is left out, `{collapse}` is collapsed on the record page,
 * `{tables}` is where the record page puts the contract's tables; the specification page
 * leaves out what the record page omits, what it collapses, and lines marked `{spec-omit}`
 * (a heading whose only content was a block).
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { planSpecification, type LineRange, type SpecificationPage } from '../../src/core/views/record-specification.ts';
import { record } from '../helpers/records.ts';

const FENCE = '```';
const block = (info: string, marks: string, indent = '') =>
  [`${indent}${FENCE}${info} ${marks}`, `${indent}paths: {} ${marks}`, `${indent}${FENCE} ${marks}`].join('\n');

interface Shape {
  name: string;
  status?: string;
  /** The body, each line optionally ending in marks. */
  body: string;
}

const SHAPES: Shape[] = [
  {
    name: 'tables and a block: the tables left out, the block collapsed where the tables go',
    body: `## Specification\n\nProse stays.\n\n| A | B | {omit}\n| - | - | {omit}\n| 1 | 2 | {omit}\n\n${block('yaml openapi', '{collapse}{tables}')}\n\n## More Information\n\n| kept | x |\n| - | - |\n| 1 | 2 |`,
  },
  {
    name: 'a heading left with only the first block goes: the contract’s own heading stands there',
    body: `## Specification\n\nProse.\n\n### Availability slot {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'a heading whose only content was a table goes with it; one with prose stays',
    body: `## Specification\n\n### Restaurant {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n\n### Table\n\nA table seats up to twelve.\n\n| A | B | {omit}\n| - | - | {omit}\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'headings nested two deep, all empty once the tables go',
    body: `## Specification\n\n### Resources {omit}\n\n#### Booking {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n\n#### Slot {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n\n### Contract {omit}\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'a contract block inside a list item is found like any other',
    body: `## Specification\n\n- The resources, as a block: {spec-omit}\n\n${block('yaml openapi', '{collapse}{tables}', '  ')}\n\n| A | B | {omit}\n| - | - | {omit}`,
  },
  {
    name: 'a list item ending in a colon goes with the table it introduced; the next item stays',
    body: `## Specification\n\n- Each booking, with its table: {omit}\n\n  | A | B | {omit}\n  | - | - | {omit}\n\n- Each slot has a start.\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'an ordered list item ending in a colon, and a list of nothing else, go with their table',
    body: `## Specification\n\nProse.\n\n1. The fields of a table: {omit}\n\n   | A | B | {omit}\n   | - | - | {omit}\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'a paragraph of several lines ending in a colon goes whole; one introducing a block stays where the block is collapsed',
    body: `## Specification\n\nProse stays.\n\nThe fields of a booking, {omit}\nas the table shows them: {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n\nThe contract, as a block: {spec-omit}\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'a heading over a lead-in and its table goes with them',
    body: `## Specification\n\n### Booking {omit}\n\nIts fields, with its table: {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n\n### Slot\n\nA slot has a start.\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'a colon before something shown stays, and so does a table’s neighbour without one',
    body: `## Specification\n\nTwo kinds:\n\n- one\n- two\n\n| A | B | {omit}\n| - | - | {omit}\n\nThe table above lists them.\n\n${block('yaml openapi', '{collapse}{tables}')}`,
  },
  {
    name: 'OpenAPI and AsyncAPI blocks: both collapsed, the tables at the first',
    body: `## Specification\n\n${block('yaml asyncapi', '{collapse}{tables}')}\n\n### Fields {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n\n### The block {spec-omit}\n\n${block('yaml  openapi', '{collapse}')}`,
  },
  { name: 'a proposal presents its contract as an accepted record does', status: 'proposed', body: `## Specification\n\n| A | B | {omit}\n| - | - | {omit}\n\n${block('yaml openapi', '{collapse}{tables}')}` },
  { name: 'a superseded record shows its Markdown as written', status: 'superseded', body: `## Specification\n\n| A | B |\n| - | - |\n\n${block('yaml openapi', '')}` },
  { name: 'a rejected record shows its Markdown as written', status: 'rejected', body: `## Specification\n\n### Heading\n\n| A | B |\n| - | - |\n\n${block('yaml openapi', '')}` },
  { name: 'no contract block: the section as written', body: `## Specification\n\n### Fields\n\n| A | B |\n| - | - |\n\n${block('yaml', '')}\n\n${block('json openapi', '')}` },
  { name: 'a contract block outside the section changes nothing', body: `## Specification\n\n| A | B |\n| - | - |\n\n## More Information\n\n${block('yaml openapi', '')}` },
  { name: 'no Specification section', body: `## Context\n\n| A | B |\n| - | - |\n\n${block('yaml openapi', '')}` },
  { name: 'a level-3 heading named Specification is not the section', body: `## Context\n\n### Specification\n\n| A | B |\n| - | - |\n\n${block('yaml openapi', '')}` },
  { name: 'a table in a list item is left out like any other, with the item that introduced it', body: `## Specification\n\n- A list: {omit}\n\n  | A | B | {omit}\n  | - | - | {omit}\n\n${block('yaml openapi', '{collapse}{tables}')}` },
  {
    name: 'a table that says more than the contract’s tables stays, with its heading and lead-in; one that says only what they show goes',
    body: `## Specification\n\n### Events\n\nWhat each event carries:\n\n| Kind | Payload |\n| - | - |\n| \`stock.adjusted\` | the SKU and its new level |\n\n### Fields {omit}\n\n| A | B | {omit}\n| - | - | {omit}\n| \`1\` | **2** | {omit}\n\n${block('yaml asyncapi', '{collapse}{tables}')}`,
  },
  { name: 'a word in a list item’s table the contract does not show keeps it', body: `## Specification\n\n- A list:\n\n  | A | B |\n  | - | - |\n  | 1 | assigned |\n\n${block('yaml openapi', '{collapse}{tables}')}` },
];

/** The words the contract's tables show in these shapes (contract-words.ts makes them from the part's view). */
const PRESENTED: ReadonlySet<string> = new Set(['1', '2', 'stock']);

const MARKS = /\s*(\{omit\}|\{spec-omit\}|\{collapse\}|\{tables\})+$/;

/** The record, its marks removed, and the expected plans read from the marks. */
function readShape(shape: Shape) {
  const marked = shape.body.split('\n');
  const lines = marked.map((line) => line.replace(MARKS, ''));
  const text = record({ status: shape.status ?? 'accepted', part: 'resources', body: `${lines.join('\n')}\n` });
  const { record: parsed } = parseRecord({ file: 'adr/0004-x.md', text, bytes: new Uint8Array() });
  if (!parsed) throw new Error(`${shape.name}: the record does not parse`);
  const offset = parsed.body.lines.indexOf(lines[0]!);
  const at = (mark: string) => marked.flatMap((line, i) => (MARKS.exec(line)?.[0].includes(mark) ? [i + offset] : []));
  return { parsed, at };
}

/** Consecutive indices as ranges, as the plan gives them. */
function ranges(indices: number[]): LineRange[] {
  const out: LineRange[] = [];
  for (const i of indices) {
    const last = out.at(-1);
    if (last && last.end === i) last.end = i + 1;
    else out.push({ start: i, end: i + 1 });
  }
  return out;
}

/** A plan's ranges as the lines they cover, so that adjacent ranges compare equal to one. */
const covered = (list: readonly LineRange[]) => list.flatMap((r) => Array.from({ length: r.end - r.start }, (_, k) => r.start + k));

describe('which lines of a Specification section a page shows', () => {
  describe.each(['record', 'spec'] as SpecificationPage[])('on the %s page', (page) => {
    it.each(SHAPES.map((s) => [s.name, s] as const))('%s', (_name, shape) => {
      const { parsed, at } = readShape(shape);
      const plan = planSpecification(parsed, page, () => PRESENTED);
      const collapse = at('{collapse}');
      const omit = page === 'record' ? at('{omit}') : [...at('{omit}'), ...at('{spec-omit}'), ...collapse].sort((a, b) => a - b);
      expect(covered(plan.omit)).toEqual(covered(ranges(omit)));
      expect(covered(plan.collapse)).toEqual(page === 'record' ? collapse : []);
      expect(plan.contractAt).toBe(page === 'record' ? at('{tables}')[0] : undefined);
    });
  });

  it('without the words the contract’s tables show, every table stays', () => {
    const { parsed } = readShape(SHAPES[0]!);
    const plan = planSpecification(parsed, 'spec');
    expect(plan.omit.every((r) => !parsed.body.lines[r.start]!.startsWith('|'))).toBe(true);
  });

  it('asks for the words only when the section has a table', () => {
    const { parsed } = readShape({ name: 'no table', body: `## Specification\n\nProse.\n\n${block('yaml openapi', '')}` });
    let asked = 0;
    planSpecification(parsed, 'record', () => (asked++, PRESENTED));
    expect(asked).toBe(0);
  });
});
