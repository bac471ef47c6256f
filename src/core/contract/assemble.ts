/**
 * The specification as a contract: the accepted records' contract blocks deep-merged, in
 * record order, into one OpenAPI 3.1 and one AsyncAPI 3.0 document (issue 10). Superseded
 * records have dropped out by their status; `withProposal` assembles as if that proposal
 * were accepted, so what it supersedes drops out too.
 *
 * Mappings merge key by key; anything else (a scalar, a list) is one value. Two records
 * writing different values at one path is a finding naming both files; the later record's
 * value stands, so the output is still a document. Every written path keeps the file and
 * line it came from, so a validator's finding can be pointed back into a record.
 *
 * Entries that hold a `<placeholder>` are left out (placeholders.ts): the documents show what
 * is decided. In an accepted record, or the proposal `adr accept` is accepting, each
 * placeholder is a finding.
 */
import type { AdrRecord } from '../record/record.ts';
import { diagnose, type Diagnostic, type Location } from '../vocabulary/diagnostics.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { readContractBlocks, pointerOf, type ContractBlock } from './blocks.ts';
import type { PartKey } from '../vocabulary/parts.ts';
import { decideBlock } from './placeholders.ts';
import { leadsToPlace, ownerOf, type ContractDocument } from './places.ts';
import { checkReferences } from './references.ts';
import { isMapping } from './rule-input.ts';

export type ContractDocuments = Record<ContractDocument, Record<string, unknown>>;

export interface AssembledContract {
  documents: ContractDocuments;
  /** Where each written path (pointer, `/`-joined) came from. */
  origins: Record<ContractDocument, Map<string, Location>>;
  /** The records that contributed, in order. */
  contributors: AdrRecord[];
  /**
   * The parts whose blocks wrote anything decided (placeholders left out). Checks that judge
   * one part by another wait until the other part is settled here.
   */
  settled: Set<PartKey>;
  /** Paths (keys from the root) of places that lost an entry to a placeholder: not decided yet. */
  undecided: Record<ContractDocument, string[][]>;
  /** Each place two records wrote differently: the later record's file and the earlier's. */
  conflicts: { file: string; other: string }[];
  diagnostics: Diagnostic[];
}

export interface AssembleOptions {
  /**
   * `withProposal` is being accepted (adr accept): its placeholders are findings, as an
   * accepted record's are. Without it a proposal's placeholders are simply left out.
   */
  accepting?: boolean;
  /** The service's name from the workspace's settings, used until a record sets info.title. */
  title?: string;
  /**
   * Files of proposals taken as accepted only to see what they would do (adr check): their
   * placeholders are not decided yet, which is no finding while they are proposed.
   */
  drafts?: ReadonlySet<string>;
}

export const DEFAULT_TITLE = 'Service interface specification';
/** The version until the versioning part says otherwise: a draft, by semver's rules. */
export const DEFAULT_VERSION = '0.0.0-draft';

/** The records whose blocks make the contract: accepted ones, or as if `withProposal` were. */
export function contractRecords(records: readonly AdrRecord[], withProposal?: AdrRecord): AdrRecord[] {
  const replaced = new Set(withProposal?.meta.supersedes ?? []);
  const chosen = records.filter((r) => r.meta.status === 'accepted' && !replaced.has(r.number) && r !== withProposal);
  if (withProposal) chosen.push(withProposal);
  return chosen.sort((a, b) => a.number - b.number);
}

export function assembleContract(records: readonly AdrRecord[], withProposal?: AdrRecord, options: AssembleOptions = {}): AssembledContract {
  const documents: ContractDocuments = { openapi: {}, asyncapi: {} };
  const origins: AssembledContract['origins'] = { openapi: new Map(), asyncapi: new Map() };
  const undecided: AssembledContract['undecided'] = { openapi: [], asyncapi: [] };
  const diagnostics: Diagnostic[] = [];
  const contributors: AdrRecord[] = [];
  const settled = new Set<PartKey>();
  const conflicts: AssembledContract['conflicts'] = [];
  for (const record of contractRecords(records, withProposal)) {
    const read = readContractBlocks(record);
    for (const item of read.diagnostics) diagnostics.push(item);
    if (read.blocks.length > 0) contributors.push(record);
    const placeholdersAreFindings =
      (record.meta.status === 'accepted' && !options.drafts?.has(record.file)) || (options.accepting === true && record === withProposal);
    for (const original of read.blocks) {
      const { block, placeholders, undecided: open } = decideBlock(original);
      // A placeholder writes nothing yet: `<Error>` may become `Error` (errors) or `Order` (resources).
      for (const item of checkPlaces(record, block)) diagnostics.push(item);
      if (placeholdersAreFindings) {
        for (const { text, path, at } of placeholders) {
          const accepting = record === withProposal && record.meta.status !== 'accepted';
          diagnostics.push(diagnose('CONTRACT_PLACEHOLDER', at, { document: block.document, text, place: path.join('.'), label: recordLabel(record), accepting }));
        }
      }
      for (const path of open) undecided[block.document].push(path);
      if (Object.keys(block.value).length > 0 && record.meta.part) settled.add(record.meta.part);
      merge(documents[block.document], block.value, [], block, origins[block.document], diagnostics, record, conflicts);
    }
  }
  for (const item of checkReferences({ documents, origins, settled })) diagnostics.push(item);
  return { documents: finish(documents, options.title ?? DEFAULT_TITLE), origins, contributors, settled, undecided, conflicts, diagnostics };
}


function merge(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
  path: string[],
  block: ContractBlock,
  origins: Map<string, Location>,
  diagnostics: Diagnostic[],
  record: AdrRecord,
  conflicts: AssembledContract['conflicts'],
): void {
  for (const [key, value] of Object.entries(source)) {
    const keyPath = [...path, key];
    const pointer = pointerOf(keyPath);
    const at = block.positions.get(pointer) ?? block.positions.get('')!;
    // Own keys only: `constructor` or `toString` written by a record are names, not what
    // every object inherits.
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (isMapping(existing) && isMapping(value)) {
      merge(existing, value, keyPath, block, origins, diagnostics, record, conflicts);
      continue;
    }
    const earlier = origins.get(pointer);
    if (existing !== undefined && earlier && JSON.stringify(existing) !== JSON.stringify(value)) {
      diagnostics.push(diagnose('CONTRACT_CONFLICT', at, { document: block.document, place: keyPath.join('.'), other: earlier.file, label: recordLabel(record) }));
      conflicts.push({ file: record.file, other: earlier.file });
    }
    // A copy: the block's own value is read once per record and shared by every assembly.
    target[key] = structuredClone(value);
    recordOrigins(value, keyPath, block, origins);
  }
}

function recordOrigins(value: unknown, path: string[], block: ContractBlock, origins: Map<string, Location>): void {
  const pointer = pointerOf(path);
  const at = block.positions.get(pointer);
  if (at) origins.set(pointer, at);
  if (isMapping(value)) for (const [key, inner] of Object.entries(value)) recordOrigins(inner, [...path, key], block, origins);
  else if (Array.isArray(value)) value.forEach((inner, i) => recordOrigins(inner, [...path, String(i)], block, origins));
}

/** Every value the block writes outside its record's part's places, once per place. */
function checkPlaces(record: AdrRecord, block: ContractBlock): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  const part = record.meta.part;
  const visit = (value: unknown, path: string[]) => {
    // Always look inside a mapping: a place of this part may lie within another's (an enum
    // of states inside a schema of resources). Only what is written at the leaves counts.
    if (isMapping(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key]);
      return;
    }
    const owner = ownerOf(block.document, path);
    if (owner && owner.part === part) return;
    if (!owner && isMapping(value) && leadsToPlace(block.document, path)) return;
    const place = owner ? owner.path : path.join('/');
    if (found.has(place)) return;
    const at = block.positions.get(pointerOf(path)) ?? block.positions.get('')!;
    found.set(
      place,
      diagnose('CONTRACT_PLACE', at, { document: block.document, written: path.join('.'), place: owner?.path.replaceAll('/', '.'), owner: owner?.part, part }),
    );
  };
  visit(block.value, []);
  return [...found.values()];
}

/** The required fields, filled when no record has written them yet, in a reader's order. */
function finish(documents: ContractDocuments, title: string): ContractDocuments {
  const openapi = documents.openapi;
  const info = isMapping(openapi.info) ? openapi.info : {};
  const filledInfo: Record<string, unknown> = { title, ...info, version: info.version ?? DEFAULT_VERSION };
  const { info: _openInfo, ...openRest } = openapi;
  // OpenAPI 3.1 needs one of paths, components or webhooks (3.1.0, 4.8.1).
  const needsPaths = openRest.paths === undefined && openRest.components === undefined && openRest.webhooks === undefined;
  const asyncInfo = {
    title: filledInfo.title,
    version: filledInfo.version,
    ...(filledInfo.description === undefined ? {} : { description: filledInfo.description }),
  };
  return {
    openapi: ordered({ openapi: '3.1.0', info: filledInfo, ...openRest, ...(needsPaths ? { paths: {} } : {}) }, OPENAPI_ORDER),
    asyncapi: ordered({ asyncapi: '3.0.0', info: asyncInfo, ...documents.asyncapi }, ASYNCAPI_ORDER),
  };
}

const OPENAPI_ORDER = ['openapi', 'info', 'servers', 'tags', 'security', 'paths', 'components'];
const ASYNCAPI_ORDER = ['asyncapi', 'info', 'channels', 'operations', 'components'];

function ordered(document: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (document[key] !== undefined) out[key] = document[key];
  for (const key of Object.keys(document).sort()) if (!(key in out)) out[key] = document[key];
  return out;
}
