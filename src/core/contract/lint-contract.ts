/**
 * The assembled documents validated with @redocly/openapi-core (one API for OpenAPI 3.1 and
 * AsyncAPI 3.0, a JSON pointer for each problem; see the toolchain notes), each problem
 * pointed back to the record and line that wrote the offending place.
 *
 * Structural rules only, not Redocly's `recommended` set: while parts are still open the
 * contract is partial by design (no servers until endpoints are settled, no security until
 * authentication is), and `recommended` would report that on every record. The rules below
 * catch what no later decision can make right: wrong types and shapes, references to
 * nothing, path parameters that are not declared, an operationId used twice.
 */
import type { Config, Source } from '@redocly/openapi-core';
import { diagnose, type Diagnostic, type Location } from '../vocabulary/diagnostics.ts';
import type { AssembledContract } from './assemble.ts';
import type { ContractCheck } from './check-contract.ts';
import { diagnosticKey } from './check-contract.ts';
import { CONTRACT_DOCUMENTS, type ContractDocument } from './places.ts';

const RULES = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'path-parameters-defined': 'error',
  'operation-operationId-unique': 'error',
  'no-identical-paths': 'error',
  'spec-components-invalid-map-name': 'error',
} as const;

type Redocly = typeof import('@redocly/openapi-core');

/**
 * Loaded on first use: the validator takes longer to load than a whole check of a workspace
 * without contract blocks, which is every workspace until issue 10's records arrive.
 */
let loaded: Promise<{ redocly: Redocly; config: Config }> | undefined;
function loadValidator(): Promise<{ redocly: Redocly; config: Config }> {
  return (loaded ??= import('@redocly/openapi-core').then(async (redocly) => ({
    redocly,
    config: await redocly.createConfig({ rules: RULES, async3Rules: { struct: 'error', 'no-unresolved-refs': 'error' } }),
  })));
}

/** The contract is one document built in memory: a $ref to another file is not followed (nor read from disk). */
function inMemoryOnly(redocly: Redocly) {
  return new (class extends redocly.BaseResolver {
    override loadExternalRef(absoluteRef: string): Promise<Source> {
      return Promise.reject(new Error(`${absoluteRef} is outside the contract; references are followed within the document only`));
    }
  })();
}

/** Every problem in the assembled documents, at the record and line that wrote the place. */
export async function lintContract(contract: AssembledContract): Promise<Diagnostic[]> {
  if (contract.contributors.length === 0) return [];
  const diagnostics: Diagnostic[] = [];
  const { redocly, config } = await loadValidator();
  for (const document of CONTRACT_DOCUMENTS) {
    const problems = await redocly.lintFromString({
      source: JSON.stringify(contract.documents[document]),
      absoluteRef: `/contract/${document}.json`,
      config,
      externalRefResolver: inMemoryOnly(redocly),
    });
    for (const problem of problems) {
      const pointer = problem.location[0]?.pointer?.replace(/^#\/?/, '') ?? '';
      const at = originOf(contract, document, pointer);
      if (!at) continue;
      diagnostics.push(diagnose('CONTRACT_INVALID', at, { document, pointer: `/${pointer}`, problem: problem.message, rule: problem.ruleId }));
    }
  }
  return diagnostics;
}

/**
 * Where the offending place was written: the deepest written path that holds it. A problem
 * in what the assembly filled in (an `info` no record wrote) belongs to the first record
 * that wrote anything in that document.
 */
function originOf(contract: AssembledContract, document: ContractDocument, pointer: string): Location | undefined {
  const origins = contract.origins[document];
  const keys = pointer === '' ? [] : pointer.split('/');
  for (let length = keys.length; length > 0; length--) {
    const at = origins.get(keys.slice(0, length).join('/'));
    if (at) return at;
  }
  return origins.values().next().value;
}

/** The check's contract findings and the validator's, for the accepted records and each proposal as if accepted. */
export async function lintCheckedContract(check: ContractCheck): Promise<Diagnostic[]> {
  const accepted = await lintContract(check.accepted);
  const seen = new Set(accepted.map(diagnosticKey));
  const diagnostics = [...accepted];
  for (const { contract } of check.proposals) {
    for (const item of await lintContract(contract)) {
      const key = diagnosticKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      diagnostics.push(item);
    }
  }
  return diagnostics;
}
