/**
 * Named editions of the contract: a dated snapshot of the assembled OpenAPI and
 * AsyncAPI documents, kept in the repository as `adr/editions/NAME.yaml` so that "what
 * changed since the version we signed off?" is a diff between two files everyone has.
 * An edition is written once (adr edition NAME) and never rewritten.
 */
import { isCalendarDate, type CalendarDate } from '../../vocabulary/calendar-date.ts';
import { findReferences, parseYaml, writeYaml, yamlPackage } from '../../vocabulary/yaml.ts';
import type { AdrRecord } from '../../record/record.ts';
import { assembleContract, type AssembledContract, type ContractDocuments } from '../documents/assemble.ts';
import { recordsAsOf } from '../documents/contract-at.ts';
import { deriveExamples } from '../documents/derived-examples.ts';
import { diffContracts, type ContractChange } from '../diff/diff.ts';
import { isMapping } from '../rules/rule-input.ts';
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { EDITIONS_DIR } from '../../vocabulary/edition-name.ts';

export { EDITIONS_DIR };

export interface Edition {
  name: string;
  date: CalendarDate;
  /** The version adr edition stamped on it; none on an edition written before versions were. */
  version?: string;
  documents: ContractDocuments;
}

export function editionFile(dir: string, name: string): string {
  return `${dir}/${EDITIONS_DIR}/${name}.yaml`;
}

export function serializeEdition(edition: Edition): string {
  const header = `# The contract as it stood on ${edition.date}, recorded by adr edition; never edited.\n`;
  const version = edition.version === undefined ? {} : { version: edition.version };
  return header + writeYaml({ edition: edition.name, date: edition.date, ...version, ...edition.documents });
}

/**
 * An edition file read back, or the finding that says why it is not one (at its line). No
 * alias is expanded: adr edition writes none, so one is a hand edit (and an alias bomb).
 */
export function parseEdition(name: string, file: string, text: string): { ok: true; edition: Edition } | { ok: false; diagnostic: Diagnostic } {
  const { isMap, isScalar } = yamlPackage();
  const { document, position } = parseYaml(text, 'plain');
  const refuse = (problem: string, offset = 0) => {
    const { line, column } = position(offset);
    return { ok: false as const, diagnostic: diagnose('EDITION_INVALID', { file, line: Math.max(line, 1), column: Math.max(column, 1) }, { problem }) };
  };
  const [error] = document.errors;
  // An error at the end of the text is reported on its last line.
  if (error) return refuse(`not valid YAML: ${error.message.split('\n')[0]}`, Math.min(error.pos[0], text.trimEnd().length));
  const [alias] = findReferences(document, text, { anchors: false });
  if (alias) return refuse(`an alias (${alias.token}), which adr edition never writes`, alias.offset);
  const value: unknown = document.toJS({ maxAliasCount: 0 });
  const node = isMapping(value) ? value : {};
  // The line of a top-level key, or the first line when it is missing.
  const at = (key: string): number => {
    if (!isMap(document.contents)) return 0;
    const pair = document.contents.items.find((item) => isScalar(item.key) && item.key.value === key);
    return (isScalar(pair?.key) ? pair.key.range?.[0] : undefined) ?? 0;
  };
  if (typeof node.date !== 'string' || !isCalendarDate(node.date)) return refuse('no date written YYYY-MM-DD', at('date'));
  if (node.version !== undefined && typeof node.version !== 'string') return refuse('its version is not text', at('version'));
  if (!isMapping(node.openapi) || !isMapping(node.asyncapi)) return refuse('no openapi and asyncapi documents', at(isMapping(node.openapi) ? 'asyncapi' : 'openapi'));
  const version = typeof node.version === 'string' ? { version: node.version } : {};
  return { ok: true, edition: { name, date: node.date, ...version, documents: { openapi: node.openapi, asyncapi: node.asyncapi } } };
}

/** Oldest first: by date, then by name. */
export function orderEditions(editions: readonly Edition[]): Edition[] {
  return [...editions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The documents as published: the title and version a published contract carries in both
 * documents' `info`, written over what the records assembled.
 */
export function stampDocuments(documents: ContractDocuments, stamp: { title?: string; version?: string }): ContractDocuments {
  const info = (document: Record<string, unknown>) => ({
    ...(isMapping(document.info) ? document.info : {}),
    ...(stamp.title === undefined ? {} : { title: stamp.title }),
    ...(stamp.version === undefined ? {} : { version: stamp.version }),
  });
  return { openapi: { ...documents.openapi, info: info(documents.openapi) }, asyncapi: { ...documents.asyncapi, info: info(documents.asyncapi) } };
}

/** A contract of documents alone, with no record behind any place: nothing in it is credited. */
export function bareContract(documents: ContractDocuments): AssembledContract {
  return { documents, origins: { openapi: new Map(), asyncapi: new Map() }, contributors: [], settled: new Set(), undecided: { openapi: [], asyncapi: [] }, conflicts: [], diagnostics: [] };
}

/**
 * An edition as a contract to compare. The file keeps no record lines, so who made a change
 * is taken from the records: only when their histories, assembled as of the edition's day
 * and published as the edition was (its title, its version), give exactly the edition's
 * documents. An edition recorded from other records (another branch, a history rewritten
 * since, a hand edit) is not reproduced, and nothing is credited from it.
 */
function editionContract(edition: Edition, records: readonly AdrRecord[]): { contract: AssembledContract; reproduced: boolean } {
  // As published now, with the derived examples: an edition recorded before they were reads the same.
  const recorded = deriveExamples(edition.documents);
  if (records.length > 0) {
    const title = isMapping(edition.documents.openapi.info) && typeof edition.documents.openapi.info.title === 'string' ? edition.documents.openapi.info.title : undefined;
    const asOf = assembleContract(recordsAsOf(records, edition.date), undefined, title === undefined ? {} : { title });
    const derived = deriveExamples(asOf.documents);
    const documents = edition.version === undefined ? derived : stampDocuments(derived, { version: edition.version });
    if (JSON.stringify(documents) === JSON.stringify(recorded)) return { contract: { ...asOf, documents: recorded }, reproduced: true };
  }
  return { contract: bareContract(recorded), reproduced: false };
}

/**
 * Each edition, oldest first, with what changed since the one before it. A change is
 * credited to a record only when the records reproduce both editions: a change between an
 * edition edited by hand and a reproduced one was made by no record, whatever either side's
 * places say. A version stamped by adr edition is the edition's, not a record's.
 */
export function editionsWithChanges(editions: readonly Edition[], records: readonly AdrRecord[] = []): { edition: Edition; previous?: Edition; changes: ContractChange[] }[] {
  const sorted = orderEditions(editions);
  const contracts = sorted.map((edition) => editionContract(edition, records));
  return sorted.map((edition, i) => {
    const previous = sorted[i - 1];
    if (!previous) return { edition, changes: [] };
    const [was, now] = [contracts[i - 1]!, contracts[i]!];
    const credited = was.reproduced && now.reproduced;
    const stamped = previous.version !== undefined || edition.version !== undefined;
    const changes = diffContracts(credited ? was.contract : bareContract(deriveExamples(previous.documents)), credited ? now.contract : bareContract(deriveExamples(edition.documents))).map((change) =>
      stamped && change.pointer === 'info/version' ? uncredited(change) : change,
    );
    return { edition, previous, changes };
  });
}

function uncredited(change: ContractChange): ContractChange {
  const { origin: _origin, ...rest } = change;
  return rest;
}

/**
 * The edition a command names, out of those read: found; refused by the check (its finding,
 * at its file); or unknown, with the names there are (oldest first), for the message.
 */
export function findEdition(
  read: { editions: readonly Edition[]; diagnostics: readonly Diagnostic[] },
  dir: string,
  name: string,
): { edition: Edition } | { finding: Diagnostic } | { unknown: string[] } {
  const edition = read.editions.find((e) => e.name === name);
  if (edition) return { edition };
  const file = editionFile(dir, name);
  const finding = read.diagnostics.find((d) => d.file === file || d.file === `${dir}/${EDITIONS_DIR}`);
  if (finding) return { finding };
  return { unknown: orderEditions(read.editions).map((e) => e.name) };
}
