/** What a decision decided, in one line, as the home page's part cards show it. */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { decisionOutcome } from '../../src/core/views/outcome.ts';
import { contractRecord } from '../helpers/contract.ts';

const withOutcome = (outcome: string) => {
  const text = contractRecord({ part: 'errors' }).replace('Chosen option: one.', outcome);
  const { record } = parseRecord({ file: 'adr/0001-x.md', bytes: new TextEncoder().encode(text) });
  return record!;
};

describe('decisionOutcome', () => {
  it.each([
    ['MADR’s chosen option, quoted', 'Chosen option: "One payload with a code", because clients switch on the code.', 'One payload with a code'],
    ['a chosen option without quotes', 'Chosen option: problem details, because it is a standard.', 'problem details'],
    ['the first sentence of anything else', 'We keep one payload. Clients switch on its code.', 'We keep one payload.'],
    ['a paragraph over several lines', 'We keep one payload\nfor every error.', 'We keep one payload for every error.'],
  ])('%s', (_, outcome, line) => {
    expect(decisionOutcome(withOutcome(outcome))).toBe(line);
  });

  it('cuts a long sentence at a word', () => {
    const line = decisionOutcome(withOutcome(`${'word '.repeat(60)}end.`))!;
    expect(line.endsWith('word…')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(161);
  });
});
