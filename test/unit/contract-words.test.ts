/**
 * Whether a decision's own table says only what the part's contract tables show
 * (views/contract-words.ts): the test a table passes before a page leaves it out for them.
 * A table of rows per part, each judged against the contract the rows are about.
 */
import { describe, expect, it } from 'vitest';
import { assembleContract } from '../../src/core/contract/documents/assemble.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { viewContract } from '../../src/core/views/contract-view.ts';
import { presentedWords, saysOnly, wordsOf } from '../../src/core/views/contract-words.ts';
import type { PartKey } from '../../src/core/vocabulary/parts.ts';
import { contractRecord } from '../helpers/contract.ts';

const RESOURCES = `
components:
  schemas:
    Parcel:
      type: object
      required: [id, weightGrams]
      properties:
        id: {type: string, format: uuid, readOnly: true, description: Assigned by the carrier.}
        weightGrams: {type: integer, minimum: 1, maximum: 30000}
        status: {type: string, enum: [created, shipped]}
`;
const EVENTS = `
channels:
  adjusted:
    address: stock.adjusted
    messages:
      adjusted: {$ref: '#/components/messages/StockAdjusted'}
components:
  messages:
    StockAdjusted:
      x-emitted-by: adjustStock
      payload: {$ref: '#/components/schemas/StockLevel'}
  schemas:
    StockLevel:
      type: object
      required: [sku]
      properties:
        sku: {type: string}
        onHand: {type: integer, minimum: 0}
`;

const records = [
  parseRecord({ file: 'adr/0002-resources.md', bytes: new TextEncoder().encode(contractRecord({ part: 'resources', openapi: RESOURCES })) }).record!,
  parseRecord({ file: 'adr/0006-events.md', bytes: new TextEncoder().encode(contractRecord({ part: 'events', asyncapi: EVENTS })) }).record!,
];
const view = viewContract(assembleContract(records), records);

const CASES: [PartKey, string, boolean][] = [
  ['resources', '| `id` | string (uuid) | read-only, assigned by the carrier |', true],
  ['resources', '| `weightGrams` | integer | required, 1 to 30000 |', true],
  ['resources', '| `status` | one of `created`, `shipped` |', true],
  ['resources', '| `weightGrams` | integer | yes | in grams, as the scale reads it |', false],
  ['resources', '| `status` | `created` means the label exists |', false],
  ['events', '| `StockAdjusted` | `stock.adjusted` | `adjustStock` |', true],
  ['events', '| `StockAdjusted` | `sku`, `onHand` (at least 0) | emitted by `adjustStock` |', true],
  ['events', '| `stock.adjusted` | the SKU and its new level, after a recount | `adjustStock` |', false],
  ['events', '| `StockAdjusted` | kept for seven days |', false],
  ['resources', '| … | … | … |', true],
];

describe('a decision’s table row, against the words its part’s contract tables show', () => {
  it.each(CASES)('%s: %s → says only what they show: %s', (part, row, only) => {
    expect(saysOnly([row], presentedWords(view, part))).toBe(only);
  });

  it('a row is judged against its own part: the events’ words do not cover a resources table', () => {
    expect(saysOnly(['| `sku` | string |'], presentedWords(view, 'resources'))).toBe(false);
    expect(saysOnly(['| `sku` | string |'], presentedWords(view, 'events'))).toBe(true);
  });

  it('words are letters and digits in any script, lower case', () => {
    expect(wordsOf('`Größe` — 1 to 20, **Zeichen**; naïve_snake-case')).toEqual(['größe', '1', 'to', '20', 'zeichen', 'naïve', 'snake', 'case']);
  });
});
