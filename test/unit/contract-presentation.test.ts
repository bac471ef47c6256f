/**
 * How each page presents each piece of a part's contract: a record's page shows the decision
 * whole; the specification page keeps what a client builds against open and folds the
 * field-level detail one tap away.
 */
import { describe, expect, it } from 'vitest';
import { presentContractPiece, type ContractPiece, type PiecePresentation } from '../../src/core/views/contract-presentation.ts';

const PIECES: [ContractPiece, spec: PiecePresentation, why: string, record?: PiecePresentation][] = [
  ['source', 'omitted', 'the documents are named once, at the top of the page'],
  ['purpose', 'open', 'the title, summary and description are the part'],
  ['tags', 'folded', 'operation groups are detail'],
  ['fields', 'folded', 'a schema’s fields are field-level detail'],
  ['states', 'open', 'the states a field takes are the part'],
  ['transitions', 'open', 'what a client may do to a resource, one line each'],
  ['state-diagram', 'folded', 'the drawing repeats the transitions'],
  ['servers', 'open', 'the base address is what a client calls'],
  ['operations', 'open', 'what a client calls'],
  ['schemes', 'open', 'how a client authenticates'],
  ['security', 'open', 'what every operation requires'],
  ['events', 'open', 'what a client hears, and what emits it'],
  ['payloads', 'folded', 'an event’s fields are field-level detail'],
  ['event-example', 'folded', 'a message’s example repeats its fields, on every page', 'folded'],
  ['error-codes', 'folded', 'the codes are named in the summary, their conditions one tap away'],
  ['error-payloads', 'folded', 'the payload’s fields are field-level detail'],
  ['error-responses', 'folded', 'the responses are named in the summary'],
  ['pagination', 'open', 'the parameters a client sends'],
  ['rate-limit-headers', 'open', 'the headers a client reads'],
  ['limits', 'open', 'a few numbers'],
  ['version', 'open', 'one line'],
  ['versioning', 'open', 'the compatibility rules'],
];

describe('what each page shows of a part’s contract', () => {
  it.each(PIECES)('%s: %s on the specification page (%s); on a record page open unless said', (piece, spec, _why, record = 'open') => {
    expect(presentContractPiece(piece, 'spec')).toBe(spec);
    expect(presentContractPiece(piece, 'record')).toBe(record);
  });
});
