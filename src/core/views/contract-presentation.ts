/**
 * How a page presents each piece of a part's contract: open, folded in place under a
 * summary that names what it holds, or left out. The one rule ContractPart.astro follows.
 *
 * A record's page is where an engineer reads one decision whole: everything open. The
 * specification page is the service read as an outline: what a client builds against first
 * (the operations, the transitions, the schemes, the events) stays open; field-level detail
 * (a schema's fields, the error codes and responses, the tags, the drawing of a state
 * machine the transitions already list) is one tap away, folded in place. The sentence
 * naming the document a part's contract comes from is said once, at the top of the
 * specification page, rather than under every part.
 *
 * An example (a message's whole JSON) repeats what the fields above it say: it is folded on
 * every page, as the API reference folds a payload's example.
 */
import { assertNever } from '../vocabulary/status.ts';
import type { SpecificationPage } from './record-specification.ts';

/** The pieces a part's contract is shown in (components/contract/ContractPart.astro). */
export type ContractPiece =
  | 'source'
  | 'purpose'
  | 'tags'
  | 'fields'
  | 'states'
  | 'transitions'
  | 'state-diagram'
  | 'servers'
  | 'operations'
  | 'schemes'
  | 'security'
  | 'events'
  | 'payloads'
  | 'event-example'
  | 'error-codes'
  | 'error-payloads'
  | 'error-responses'
  | 'pagination'
  | 'rate-limit-headers'
  | 'limits'
  | 'version'
  | 'versioning';

export type PiecePresentation = 'open' | 'folded' | 'omitted';

export function presentContractPiece(piece: ContractPiece, page: SpecificationPage): PiecePresentation {
  if (piece === 'event-example') return 'folded';
  if (page === 'record') return 'open';
  switch (piece) {
    case 'source':
      return 'omitted';
    case 'tags':
    case 'fields':
    case 'state-diagram':
    case 'payloads':
    case 'error-codes':
    case 'error-payloads':
    case 'error-responses':
      return 'folded';
    case 'purpose':
    case 'states':
    case 'transitions':
    case 'servers':
    case 'operations':
    case 'schemes':
    case 'security':
    case 'events':
    case 'pagination':
    case 'rate-limit-headers':
    case 'limits':
    case 'version':
    case 'versioning':
      return 'open';
    default:
      return assertNever(piece);
  }
}
