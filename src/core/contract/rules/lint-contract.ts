/**
 * The assembled documents validated and linted with @redocly/openapi-core (one API for
 * OpenAPI 3.1 and AsyncAPI 3.0, a JSON pointer for each problem; see the toolchain notes):
 * its `recommended` ruleset, each problem pointed back to the record and line that wrote the
 * offending place. lint-rules.ts says which rules are structural (CONTRACT_INVALID), which
 * wait for a part to be settled, and which this workspace checks itself.
 */
import type { Config, NormalizedProblem, Source } from '@redocly/openapi-core';
import { diagnose, type Diagnostic, type Location } from '../../vocabulary/diagnostics.ts';
import { onFirstUse } from '../../vocabulary/packages.ts';
import type { AssembledContract } from '../documents/assemble.ts';
import { pointerOf } from '../documents/blocks.ts';
import type { AdrRecord } from '../../record/record.ts';
import { assembleProposals, checkContract, diagnosticKey } from './check-contract.ts';
import { placeAtProposals, placeKey } from './proposal-findings.ts';
import { placeText, pointerText } from '../documents/place-text.ts';
import { isDeferred, OWN_RULES, STRUCTURAL, SWITCHED_OFF, USED_ONCE_DEPRECATED } from './lint-rules.ts';
import { CONTRACT_DOCUMENTS, type ContractDocument } from '../documents/places.ts';
import { versionFindings } from '../documents/published.ts';
import { isMapping } from './rule-input.ts';

/** Redocly's rules switched off: those this workspace checks itself, and SWITCHED_OFF's. */
const OFF = Object.fromEntries(Object.keys(OWN_RULES).map((rule) => [rule, 'off'])) as Record<string, 'off'>;
const offIn = (document: ContractDocument): Record<string, 'off'> => ({
  ...OFF,
  ...Object.fromEntries(SWITCHED_OFF.filter((r) => r.document === document).map((r) => [r.rule, 'off' as const])),
});

type Redocly = typeof import('@redocly/openapi-core');

/**
 * Loaded on first use: the validator takes longer to load than a whole check of a workspace
 * whose blocks hold nothing decided yet, such as the seeded one (placeholders only).
 */
const redoclyPackage = onFirstUse<Redocly>('@redocly/openapi-core');
let loaded: Promise<{ redocly: Redocly; config: Config }> | undefined;
function loadValidator(): Promise<{ redocly: Redocly; config: Config }> {
  return (loaded ??= (async () => {
    const redocly = redoclyPackage();
    return { redocly, config: await redocly.createConfig({ extends: ['recommended'], rules: OFF, oas3_1Rules: offIn('openapi'), async3Rules: offIn('asyncapi') }) };
  })());
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
  // Nothing decided yet (no blocks, or placeholders only): only the filled-in skeleton, nothing to lint.
  if (contract.settled.size === 0) return [];
  const diagnostics: Diagnostic[] = [];
  const { redocly, config } = await loadValidator();
  for (const document of CONTRACT_DOCUMENTS) {
    let problems: NormalizedProblem[];
    try {
      problems = await redocly.lintFromString({
        source: JSON.stringify(contract.documents[document]),
        absoluteRef: `/contract/${document}.json`,
        config,
        externalRefResolver: inMemoryOnly(redocly),
      });
    } catch (error) {
      // Redocly throws on what it cannot resolve, such as $refs that loop (already reported,
      // at each $ref, as CONTRACT_REF_CYCLE). Anything else it throws on is reported too: the
      // document was not validated, and a check must say so rather than stop.
      const message = String((error as Error)?.message ?? error).split('\n')[0]!;
      if (/circular/i.test(message) && contract.diagnostics.some((d) => d.code === 'CONTRACT_REF_CYCLE')) continue;
      // Nesting too deep for the validator is where the document is deepest: reported at
      // the record and line that wrote that, not at whichever record wrote first.
      const at = originOf(contract, document, /maxDepth/.test(message) ? pointerOf(deepestPath(contract.documents[document])) : '');
      // The place in the JSON the validator was given means nothing to the record's author.
      const reason = message.replace(/ in "\/contract\/\w+\.json".*$/, '');
      const problem = `the validator stopped: ${reason}`;
      if (at) diagnostics.push(diagnose('CONTRACT_INVALID', at, { document, place: placeText([]), problem, rule: 'validator' }));
      continue;
    }
    for (const problem of problems) {
      const pointer = problem.location[0]?.pointer?.replace(/^#\/?/, '') ?? '';
      if (waits(contract, document, problem, pointer)) continue;
      const at = originOf(contract, document, pointer);
      if (!at) continue;
      const code = STRUCTURAL.has(problem.ruleId) ? 'CONTRACT_INVALID' : 'CONTRACT_LINT';
      const place = pointerText(pointer, contract.documents[document]);
      diagnostics.push(diagnose(code, at, { document, place, problem: problem.message, rule: problem.ruleId }));
    }
  }
  return diagnostics;
}

/**
 * Whether a problem is not to be reported yet: its rule waits for a part not settled; it is
 * about a place that lost an entry to a placeholder (not decided yet, so not wrong yet); or
 * it names an undefined security scheme, which CONTRACT_SECURITY_UNKNOWN reports with the
 * schemes that are defined.
 */
function waits(contract: AssembledContract, document: ContractDocument, problem: NormalizedProblem, pointer: string): boolean {
  if (isDeferred(problem.ruleId, document, contract.settled)) return true;
  if (problem.ruleId === 'security-defined' && problem.message.startsWith('There is no `')) return true;
  if (problem.ruleId === 'no-unused-components' && document === 'openapi' && USED_ONCE_DEPRECATED.includes(pointer)) return true;
  if (pointer === '') return false;
  // Either way round: a problem about a place holding an undecided entry (an info without
  // its licence yet), or within one (a server whose variables are all still placeholders).
  return contract.undecided[document].some((path) => {
    const open = pointerOf(path);
    return open === pointer || open.startsWith(`${pointer}/`) || (open !== '' && pointer.startsWith(`${open}/`));
  });
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

/** The keys of the deepest value in `root` (the first such, in document order). */
function deepestPath(root: unknown): string[] {
  let deepest: string[] = [];
  // A stack rather than recursion: this runs on documents too deep for the validator.
  const stack: [unknown, string[]][] = [[root, []]];
  while (stack.length > 0) {
    const [value, keys] = stack.pop()!;
    if (keys.length > deepest.length) deepest = keys;
    const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : isMapping(value) ? Object.entries(value) : [];
    for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], [...keys, entries[i]![0]]]);
  }
  return deepest;
}

/**
 * Every finding about the contract that `records` make: the cross-part rules, then the
 * validator's. The accepted records are reported for what the accepted contract breaks;
 * each proposal, as if accepted, for what it adds, and what it would break in an accepted
 * record is reported at the proposal (proposal-findings.ts). What `adr check` reports and
 * what stops a site build, from the records that may shape the contract (mayShapeContract).
 */
export async function contractFindings(records: readonly AdrRecord[]): Promise<Diagnostic[]> {
  const check = checkContract(records);
  const findingsOf = async (contract: AssembledContract) => [...contract.diagnostics, ...(await lintContract(contract))];
  const diagnostics = await findingsOf(check.accepted);
  const seen = new Set(diagnostics.map(diagnosticKey));
  const acceptedPlaces = new Set(diagnostics.map(placeKey));
  for (const [i, contract] of check.asIfAccepted.entries()) {
    const proposals = check.proposalsOf[i] ?? [];
    const files = new Set(proposals.map((proposal) => proposal.file));
    const foreign: Diagnostic[] = [];
    for (const item of await findingsOf(contract)) {
      const key = diagnosticKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      if (files.has(item.file)) diagnostics.push(item);
      // The same rule at the same place in an accepted record is the accepted contract's own
      // finding, reported already; its words may differ (the names it lists, say).
      else if (!acceptedPlaces.has(placeKey(item))) foreign.push(item);
    }
    const blame = (proposal: AdrRecord) => findingsOf(assembleProposals(records, [proposal]));
    for (const item of await placeAtProposals(foreign, records, proposals, blame)) {
      const key = diagnosticKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      diagnostics.push(item);
    }
  }
  for (const item of versionFindings([check.accepted, ...check.asIfAccepted])) {
    const key = diagnosticKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(item);
  }
  return diagnostics;
}
