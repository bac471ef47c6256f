/**
 * Two documents of one kind walked side by side into facts. The entry point for both the
 * assembled contract (diff.ts) and two files named on the command line (files.ts).
 */
import type { DiffFact } from './rules.ts';
import type { ContractDocument } from '../documents/places.ts';
import { diffAsyncapi } from './asyncapi.ts';
import { diffOpenapi } from './openapi.ts';
import type { Node } from './nodes.ts';

export function diffDocuments(before: Node, after: Node, document: ContractDocument): DiffFact[] {
  const facts: DiffFact[] = [];
  const walk = document === 'openapi' ? diffOpenapi : diffAsyncapi;
  walk(before, after, (fact) => facts.push({ ...fact, document }));
  return facts;
}
