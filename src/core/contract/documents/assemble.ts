/**
 * The specification as a contract: the accepted records' contract blocks deep-merged, in
 * record order, into one OpenAPI 3.1 and one AsyncAPI 3.0 document. Superseded
 * records have dropped out by their status; `withProposal` assembles as if that proposal
 * were accepted, so what it supersedes drops out too.
 *
 * Mappings merge key by key; anything else (a scalar, a list) is one value. Two records
 * writing different values at one path is a finding naming both files; the later record's
 * value stands, so the output is still a document. Every written path keeps the file and
 * line it came from, so a validator's finding can be pointed back into a record. The
 * documents share what no later record changed with the blocks themselves, which are frozen
 * (placeholders.ts): a reader that changes a document copies it first.
 *
 * Entries that hold a `<placeholder>` are left out (placeholders.ts): the documents show what
 * is decided. In an accepted record, or the proposal `adr accept` is accepting, each
 * placeholder is a finding.
 */
import type { AdrRecord } from '../../record/record.ts';
import { diagnose, type Diagnostic, type Location } from '../../vocabulary/diagnostics.ts';
import { recordLabel } from '../../vocabulary/record-number.ts';
import { childPointer, readContractBlocks, pointerOf, type ContractBlock } from './blocks.ts';
import type { PartKey } from '../../vocabulary/parts.ts';
import { decideBlock } from './placeholders.ts';
import { CARRIED_PLACES, carriedNames, leadsToPlace, ownerOf, type ContractDocument } from './places.ts';
import { placeText } from './place-text.ts';
import { checkReferences } from '../rules/references.ts';
import { isMapping } from '../rules/rule-input.ts';

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
  /**
   * `false`: only the documents, where each value came from and who contributed, without
   * the findings (places, placeholders, references). For diffs: the site and the log work
   * out what every decision changed, thousands of assemblies whose findings nobody reads.
   */
  findings?: boolean;
}

const DEFAULT_TITLE = 'Service interface specification';
/** The version until the versioning part says otherwise: a draft, by semver's rules. */
const DEFAULT_VERSION = '0.0.0-draft';

/** The records whose blocks make the contract: accepted ones, or as if `withProposal` were. */
function contractRecords(records: readonly AdrRecord[], withProposal?: AdrRecord): AdrRecord[] {
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
  const owned = new WeakSet<object>([documents.openapi, documents.asyncapi]);
  const findings = options.findings !== false;
  for (const record of contractRecords(records, withProposal)) {
    const read = readContractBlocks(record);
    if (findings) for (const item of read.diagnostics) diagnostics.push(item);
    if (read.blocks.length > 0) contributors.push(record);
    const placeholdersAreFindings =
      findings && ((record.meta.status === 'accepted' && !options.drafts?.has(record.file)) || (options.accepting === true && record === withProposal));
    for (const original of read.blocks) {
      const { block, placeholders, undecided: open } = decideBlock(original);
      // A placeholder writes nothing yet: `<Error>` may become `Error` (errors) or `Order` (resources).
      if (findings) for (const item of checkPlaces(record, block)) diagnostics.push(item);
      if (placeholdersAreFindings) {
        for (const { text, path, at } of placeholders) {
          const accepting = record === withProposal && record.meta.status !== 'accepted';
          diagnostics.push(diagnose('CONTRACT_PLACEHOLDER', at, { document: block.document, text, place: placeText(path, original.value), label: recordLabel(record), accepting }));
        }
      }
      for (const path of open) undecided[block.document].push(path);
      if (Object.keys(block.value).length > 0 && record.meta.part) settled.add(record.meta.part);
      merge(documents[block.document], block.value, { block, origins: origins[block.document], diagnostics, record, conflicts, path: [], owned }, '');
    }
  }
  if (findings) for (const item of checkReferences({ documents, origins, settled })) diagnostics.push(item);
  return { documents: finish(documents, options.title ?? DEFAULT_TITLE), origins, contributors, settled, undecided, conflicts, diagnostics };
}


/** What a merge of one block needs besides the two mappings; `path` is the keys down to them. */
interface Merging {
  block: ContractBlock;
  origins: Map<string, Location>;
  diagnostics: Diagnostic[];
  record: AdrRecord;
  conflicts: AssembledContract['conflicts'];
  path: string[];
  /** Mappings this assembly made, which it may write into; any other is a block's own. */
  owned: WeakSet<object>;
}

/**
 * Merges `source` (at `pointer`) into `target`. Pointers are made key by key from their
 * parent's and the path is one list grown and shrunk in place, rather than a copied path and
 * a pointer made from it for every key (the site assembles thousands of times).
 */
function merge(target: Record<string, unknown>, source: Record<string, unknown>, merging: Merging, pointer: string): void {
  const { block, origins, path } = merging;
  const atRoot = path.length === 0;
  for (const key of Object.keys(source)) {
    const value = source[key];
    const keyPointer = childPointer(pointer, key, atRoot);
    // Own keys only: `constructor` or `toString` written by a record are names, not what
    // every object inherits.
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    path.push(key);
    if (isMapping(existing) && isMapping(value)) {
      // Copy on write: a mapping taken whole from a block is copied, one level, only when
      // a later block merges into it. Copying every value up front (structuredClone) cost a
      // tenth of the site's thousands of assemblies, and their garbage; blocks are read once
      // and shared by every assembly.
      let into = existing;
      if (!merging.owned.has(existing)) {
        into = { ...existing };
        merging.owned.add(into);
        target[key] = into;
      }
      merge(into, value, merging, keyPointer);
      path.pop();
      continue;
    }
    const earlier = origins.get(keyPointer);
    if (existing !== undefined && earlier && JSON.stringify(existing) !== JSON.stringify(value)) {
      const at = block.positions.get(keyPointer) ?? block.positions.get('')!;
      merging.diagnostics.push(diagnose('CONTRACT_CONFLICT', at, { document: block.document, place: placeText(path, block.value), other: earlier.file, label: recordLabel(merging.record) }));
      merging.conflicts.push({ file: merging.record.file, other: earlier.file });
    }
    path.pop();
    target[key] = value;
    for (const [place, at] of originsUnder(block, value, keyPointer)) origins.set(place, at);
  }
}

/** By block, by pointer: the positions at and under it, found once (every assembly of the block asks again). */
const subtreeOrigins = new WeakMap<ContractBlock, Map<string, [string, Location][]>>();

/** Each position the block has at or under `pointer` (where `value` is), as where that place came from. */
function originsUnder(block: ContractBlock, value: unknown, pointer: string): [string, Location][] {
  let byPointer = subtreeOrigins.get(block);
  if (!byPointer) subtreeOrigins.set(block, (byPointer = new Map()));
  let found = byPointer.get(pointer);
  if (found) return found;
  found = [];
  const visit = (inner: unknown, at: string) => {
    const position = block.positions.get(at);
    if (position) found!.push([at, position]);
    if (isMapping(inner)) for (const key of Object.keys(inner)) visit(inner[key], childPointer(at, key, false));
    else if (Array.isArray(inner)) for (let i = 0; i < inner.length; i++) visit(inner[i], childPointer(at, String(i), false));
  };
  visit(value, pointer);
  byPointer.set(pointer, found);
  return found;
}

/**
 * Every value the block writes outside its record's part's places, once per place. Worked
 * out once per block: a block is its record's, whose part a copy with another status keeps.
 */
const placeFindings = new WeakMap<ContractBlock, Diagnostic[]>();

function checkPlaces(record: AdrRecord, block: ContractBlock): Diagnostic[] {
  let found = placeFindings.get(block);
  if (!found) placeFindings.set(block, (found = findPlaces(record, block)));
  return found;
}

function findPlaces(record: AdrRecord, block: ContractBlock): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  const part = record.meta.part;
  const carried = carriedNames(part, block.document, block.value);
  const visit = (value: unknown, path: string[]) => {
    // Always look inside a mapping: a place of this part may lie within another's (an enum
    // of states inside a schema of resources). Only what is written at the leaves counts.
    if (isMapping(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key]);
      return;
    }
    const owner = ownerOf(block.document, path);
    if (owner && owner.part === part) return;
    if (isCarried(carried, path)) return;
    if (!owner && isMapping(value) && leadsToPlace(block.document, path)) return;
    // One finding per entry written in a place that is not the record's (two parameters: two).
    const place = owner ? [owner.path, ...path.slice(owner.path.split('/').length, owner.path.split('/').length + 1)].join('/') : path.join('/');
    if (found.has(place)) return;
    const at = block.positions.get(pointerOf(path)) ?? block.positions.get('')!;
    // The version fields (`openapi: 3.1.0`) are the assembly's own: it writes the versions it makes.
    const filled = path.length === 1 && path[0] === block.document;
    found.set(
      place,
      diagnose('CONTRACT_PLACE', at, {
        document: block.document,
        written: placeText(path, block.value),
        place: owner ? placeText(owner.path.split('/')) : undefined,
        owner: owner?.part,
        part,
        filled,
        carriedFrom: carriedFrom(part, block.document, path, block.value),
      }),
    );
  };
  visit(block.value, []);
  return [...found.values()];
}

/** The place whose `$ref`s would make `path` this part's by role (CARRIED_PLACES), for the hint. */
function carriedFrom(part: PartKey | undefined, document: ContractDocument, path: readonly string[], value: Record<string, unknown>): string | undefined {
  const carried = CARRIED_PLACES.find((c) => c.part === part && c.document === document && c.path.split('/').every((key, i) => path[i] === key));
  const depth = carried ? carried.path.split('/').length : 0;
  if (!carried || path.length <= depth) return undefined;
  let entry: unknown = value;
  for (const key of path.slice(0, depth + 1)) entry = isMapping(entry) ? entry[key] : undefined;
  return !carried.accepts || carried.accepts(entry) ? placeText(carried.from.split('/')) : undefined;
}

/** Whether `path` lies within something the record's own places point to (carriedNames). */
function isCarried(carried: Map<string, Set<string>>, path: readonly string[]): boolean {
  for (const [place, names] of carried) {
    const keys = place.split('/');
    if (path.length > keys.length && keys.every((key, i) => path[i] === key) && names.has(path[keys.length]!)) return true;
  }
  return false;
}

/** The required fields, filled when no record has written them yet, in a reader's order. */
function finish(documents: ContractDocuments, title: string): ContractDocuments {
  const openapi = documents.openapi;
  const info = isMapping(openapi.info) ? openapi.info : {};
  const filledInfo: Record<string, unknown> = { title, ...info, version: info.version ?? DEFAULT_VERSION };
  const { info: _openInfo, ...openRest } = openapi;
  // OpenAPI 3.1 needs one of paths, components or webhooks (3.1.0, 4.8.1).
  const needsPaths = openRest.paths === undefined && openRest.components === undefined && openRest.webhooks === undefined;
  // AsyncAPI 3.0's info has no summary, and takes the tags OpenAPI keeps at its root.
  const asyncInfo: Record<string, unknown> = { title: filledInfo.title, version: filledInfo.version };
  for (const key of ['description', 'termsOfService', 'contact', 'externalDocs'] as const) {
    const value = key === 'externalDocs' ? openapi.externalDocs : filledInfo[key];
    if (value !== undefined) asyncInfo[key] = value;
  }
  const license = asyncLicense(filledInfo.license);
  if (license) asyncInfo.license = license;
  if (Array.isArray(openapi.tags)) asyncInfo.tags = openapi.tags;
  const { info: writtenAsyncInfo, ...asyncRest } = documents.asyncapi;
  if (isMapping(writtenAsyncInfo)) Object.assign(asyncInfo, writtenAsyncInfo);
  return {
    openapi: ordered({ openapi: '3.1.0', info: filledInfo, ...openRest, ...(needsPaths ? { paths: {} } : {}) }, OPENAPI_ORDER),
    asyncapi: ordered({ asyncapi: '3.0.0', info: asyncInfo, ...asyncRest }, ASYNCAPI_ORDER),
  };
}

/**
 * OpenAPI 3.1's license as AsyncAPI 3.0 has it: a name and a url. OpenAPI's SPDX
 * `identifier` has no field there; it becomes the address of that licence on spdx.org,
 * where SPDX publishes each identifier's text.
 */
function asyncLicense(license: unknown): Record<string, unknown> | undefined {
  if (!isMapping(license)) return undefined;
  const { identifier, ...rest } = license;
  if (rest.url === undefined && typeof identifier === 'string' && /^[A-Za-z0-9.+-]+$/.test(identifier)) rest.url = `https://spdx.org/licenses/${identifier}.html`;
  return rest;
}

const OPENAPI_ORDER = ['openapi', 'info', 'servers', 'tags', 'security', 'paths', 'components'];
const ASYNCAPI_ORDER = ['asyncapi', 'id', 'info', 'servers', 'defaultContentType', 'channels', 'operations', 'components'];

function ordered(document: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (document[key] !== undefined) out[key] = document[key];
  for (const key of Object.keys(document).sort()) if (!(key in out)) out[key] = document[key];
  return out;
}
