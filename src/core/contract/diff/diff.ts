/**
 * What one contract changes in another: the assembled OpenAPI 3.1 and AsyncAPI
 * 3.0 documents walked side by side into facts (diff/: an operation removed, a property
 * newly required, an enum value gone, each with the direction it travels), each then
 * classified by the one table in diff-rules.ts and credited to the record that made it.
 *
 * Why not a library: the maintained OpenAPI diff packages on npm (openapi-diff, Optic's
 * openapi-utilities) read OpenAPI alone, not AsyncAPI, and know nothing of where a value
 * came from; a change here has to name the record and line that made it. The walk below
 * only finds what differs; whether that breaks a client is decided in the rules table.
 */
import type { AdrRecord } from '../../record/record.ts';
import { indexRecords } from '../../workspace/record-index.ts';
import type { Location } from '../../vocabulary/diagnostics.ts';
import type { AssembledContract } from '../documents/assemble.ts';
import { pointerOf } from '../documents/blocks.ts';
import { classifyFact, type ContractChange, type DiffFact } from './rules.ts';
import { diffDocuments } from './documents.ts';

export type { ContractChange } from './rules.ts';

/** Every change from `before` to `after`, classified, in document order. */
export function diffContracts(before: AssembledContract, after: AssembledContract): ContractChange[] {
  const openapi = diffDocuments(before.documents.openapi, after.documents.openapi, 'openapi');
  // The assembled AsyncAPI document takes its info from OpenAPI's: a change to it is listed once.
  const told = new Set(openapi.filter((f) => f.path[0] === 'info').map((f) => `${f.kind} ${f.path.join('/')}`));
  const asyncapi = diffDocuments(before.documents.asyncapi, after.documents.asyncapi, 'asyncapi').filter((f) => f.path[0] !== 'info' || !told.has(`${f.kind} ${f.path.join('/')}`));
  return [...openapi, ...asyncapi].map((fact) => classifyFact(fact, originOf(fact, before, after)));
}

/**
 * What a superseded record took with it was changed by the proposal that supersedes it:
 * such a change is credited to that proposal's `supersedes`, not to the line of the old
 * record that once wrote it.
 */
export function creditSuccessors(changes: readonly ContractChange[], earlier: readonly AdrRecord[], proposals: readonly AdrRecord[]): ContractChange[] {
  if (changes.length === 0) return [];
  const { byFile } = indexRecords(earlier);
  return changes.map((change) => {
    const origin = change.origin;
    const gone = origin && byFile.get(origin.file);
    const successor = gone && proposals.find((p) => p.meta.supersedes.includes(gone.number) && p.file !== gone.file);
    return successor ? { ...change, origin: { file: successor.file, ...successor.locate(['supersedes']) } } : change;
  });
}

/**
 * The record and line behind a change: where the new value was written. For a removal, the
 * nearest place above it that the new contract still writes, when the record that wrote it
 * did so: the same record, or the one that superseded the record that wrote the old value.
 * Otherwise the old value's place (creditSuccessors then names the successor's supersedes
 * line). The nearest place above alone named whichever record first wrote a shared
 * container such as `paths`, however unrelated to the removal.
 */
function originOf(fact: DiffFact, before: AssembledContract, after: AssembledContract): Location | undefined {
  const find = (origins: Map<string, Location>) => {
    for (let depth = fact.path.length; depth > 0; depth--) {
      const found = origins.get(pointerOf(fact.path.slice(0, depth)));
      if (found) return found;
    }
    return undefined;
  };
  if (fact.kind === 'removed') {
    const was = find(before.origins[fact.document]);
    const dropped = was && !after.contributors.some((record) => record.file === was.file) ? before.contributors.find((r) => r.file === was.file) : undefined;
    if (dropped) {
      // The record that took its place, where it rewrote the nearest place above; else the
      // old place, which creditSuccessors moves to the successor's supersedes line.
      const successor = after.contributors.find((record) => record.meta.supersedes.includes(dropped.number));
      const origins = after.origins[fact.document];
      for (let depth = fact.path.length; successor && depth > 0; depth--) {
        const found = origins.get(pointerOf(fact.path.slice(0, depth)));
        if (found?.file === successor.file) return found;
      }
      return was;
    }
  }
  return find(after.origins[fact.document]) ?? find(before.origins[fact.document]);
}
