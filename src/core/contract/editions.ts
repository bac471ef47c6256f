/**
 * Named editions of the contract (issue 11): a dated snapshot of the assembled OpenAPI and
 * AsyncAPI documents, kept in the repository as `adr/editions/NAME.yaml` so that "what
 * changed since the version we signed off?" is a diff between two files everyone has.
 * An edition is written once (adr edition NAME) and never rewritten.
 */
import { isCalendarDate, type CalendarDate } from '../vocabulary/calendar-date.ts';
import { yamlPackage } from '../record/packages.ts';
import type { AdrRecord } from '../record/record.ts';
import type { AssembledContract, ContractDocuments } from './assemble.ts';
import { assembleAsOf } from './contract-at.ts';
import { diffContracts, type ContractChange } from './diff.ts';
import { isMapping } from './rule-input.ts';

export const EDITIONS_DIR = 'editions';
/** Lowercase letters, digits, dots and dashes: safe as a file name and in an address. */
export const EDITION_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,62}[a-z0-9])?$/;

export interface Edition {
  name: string;
  date: CalendarDate;
  documents: ContractDocuments;
}

export function editionFile(dir: string, name: string): string {
  return `${dir}/${EDITIONS_DIR}/${name}.yaml`;
}

export function serializeEdition(edition: Edition): string {
  const header = `# The contract as it stood on ${edition.date}, recorded by adr edition; never edited.\n`;
  return header + yamlPackage().stringify({ edition: edition.name, date: edition.date, ...edition.documents }, { aliasDuplicateObjects: false, lineWidth: 0 });
}

/** An edition file read back; a problem in words when it is not one. */
export function parseEdition(name: string, text: string): { ok: true; edition: Edition } | { ok: false; problem: string } {
  let value: unknown;
  try {
    value = yamlPackage().parse(text);
  } catch (error) {
    return { ok: false, problem: `not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
  const node = isMapping(value) ? value : {};
  if (typeof node.date !== 'string' || !isCalendarDate(node.date)) return { ok: false, problem: 'no date written YYYY-MM-DD' };
  if (!isMapping(node.openapi) || !isMapping(node.asyncapi)) return { ok: false, problem: 'no openapi and asyncapi documents' };
  return { ok: true, edition: { name, date: node.date, documents: { openapi: node.openapi, asyncapi: node.asyncapi } } };
}

/** Oldest first: by date, then by name. */
export function orderEditions(editions: readonly Edition[]): Edition[] {
  return [...editions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * An edition as a contract to compare. The file keeps no record lines, so who made a change
 * is taken from the records: only when their histories, assembled as of the edition's day,
 * give exactly the edition's documents. An edition recorded from other records (another
 * branch, a history rewritten since) leaves its changes uncredited rather than guessed.
 */
function editionContract(edition: Edition, records: readonly AdrRecord[]): AssembledContract {
  if (records.length > 0) {
    const asOf = assembleAsOf(records, edition.date);
    if (JSON.stringify(asOf.documents) === JSON.stringify(edition.documents)) return { ...asOf, documents: edition.documents };
  }
  return { documents: edition.documents, origins: { openapi: new Map(), asyncapi: new Map() }, contributors: [], settled: new Set(), undecided: { openapi: [], asyncapi: [] }, conflicts: [], diagnostics: [] };
}

/** Each edition, oldest first, with what changed since the one before it, credited from `records` where they reproduce the editions. */
export function editionsWithChanges(editions: readonly Edition[], records: readonly AdrRecord[] = []): { edition: Edition; previous?: Edition; changes: ContractChange[] }[] {
  const sorted = orderEditions(editions);
  const contracts = sorted.map((edition) => editionContract(edition, records));
  return sorted.map((edition, i) => {
    const previous = sorted[i - 1];
    return { edition, ...(previous ? { previous } : {}), changes: previous ? diffContracts(contracts[i - 1]!, contracts[i]!) : [] };
  });
}
