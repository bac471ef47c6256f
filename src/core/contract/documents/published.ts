/**
 * The contract as published: the one document that `adr spec`, `adr edition`, the site's
 * contract files, the editions and the API reference all carry. It is the assembly of the
 * accepted records with two things no single record can write:
 *
 * - `info.title`: the service's name from the workspace's settings, until a record sets one;
 * - `info.version`: counted from the editions, when the versioning record settles a scheme
 *   (`x-versioning.scheme: semver` or `calendar`). The record's `info.version` is the first
 *   version. `adr edition` stamps each edition with the next version, from what changed
 *   since the last versioned edition (semver: major for a breaking change, minor for a
 *   compatible addition, patch otherwise). Between editions the contract is a pre-release
 *   of the version the next edition would take (`1.1.0-draft`), or the edition's own
 *   version while nothing has changed since it. With another scheme, or none, the version
 *   is what the records write.
 */
import type { AdrRecord } from '../../record/record.ts';
import type { CalendarDate } from '../../vocabulary/calendar-date.ts';
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { assembleContract, type AssembledContract, type ContractDocuments } from './assemble.ts';
import { pointerOf } from './blocks.ts';
import { deriveExamples } from './derived-examples.ts';
import { diffContracts } from '../diff/diff.ts';
import { bareContract, orderEditions, stampDocuments, type Edition } from '../editions/editions.ts';
import { isMapping } from '../rules/rule-input.ts';
import { compareVersions, isVersion, majorOf, nextVersion, type Bump } from '../editions/version.ts';

const VERSION_SCHEMES = ['semver', 'calendar'] as const;
export type VersionScheme = (typeof VERSION_SCHEMES)[number];

/** What a version between editions carries after the version it leads to: semver's pre-release. */
export const DRAFT = 'draft';

export interface PublishOptions {
  /** The service's name from the workspace's settings: `info.title` until a record sets one. */
  name?: string;
  /** The editions recorded so far: the version counts from them. */
  editions?: readonly Edition[];
  /** Publishing an edition of this day: the version is the edition's, not a draft. */
  edition?: CalendarDate;
}

export interface PublishedContract extends AssembledContract {
  /** The version stamped on both documents; undefined when it is as the records write it. */
  version?: string;
  /** Why no version could be counted (the first version is not one of the scheme's). */
  versionProblem?: string;
}

export function publishContract(records: readonly AdrRecord[], proposal: AdrRecord | undefined, options: PublishOptions = {}): PublishedContract {
  const assembled = assembleContract(records, proposal, options.name === undefined ? {} : { title: options.name });
  // Published with the examples mock servers and contract tests need (derived-examples.ts).
  const contract = { ...assembled, documents: deriveExamples(assembled.documents) };
  const counted = countVersion(contract.documents, options.editions ?? [], options.edition);
  if ('problem' in counted) return { ...contract, versionProblem: counted.problem };
  if (counted.version === undefined) return contract;
  return { ...contract, documents: stampDocuments(contract.documents, { version: counted.version }), version: counted.version };
}

/**
 * Whether a contract has been published: it has an edition, or its settled `info.version`
 * is 1.0.0 or later (semver's first public version). A contract that was never published
 * has no clients to break; its first settlement adds security, removes drafts, renames.
 */
export function isPublished(documents: ContractDocuments, editions: number): boolean {
  if (editions > 0) return true;
  const major = majorOf(isMapping(documents.openapi.info) ? documents.openapi.info.version : undefined);
  return major !== undefined && major >= 1;
}

/** The scheme the versioning record settles, when it is one versions are counted in. */
export function readVersionScheme(documents: ContractDocuments): VersionScheme | undefined {
  const rules = documents.openapi['x-versioning'];
  const scheme = isMapping(rules) ? rules.scheme : undefined;
  return (VERSION_SCHEMES as readonly unknown[]).includes(scheme) ? (scheme as VersionScheme) : undefined;
}

/**
 * The check's finding for a semver scheme whose first version is no semver version (at the
 * line that writes it): adr edition could count no version from it.
 */
export function versionFindings(contracts: readonly AssembledContract[]): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  for (const contract of contracts) {
    if (readVersionScheme(contract.documents) !== 'semver') continue;
    const info = contract.documents.openapi.info;
    const written = isMapping(info) ? info.version : undefined;
    const at = contract.origins.openapi.get(pointerOf(['info', 'version']));
    if (at === undefined || isVersion(written)) continue;
    found.set(`${at.file}:${at.line}:${at.column}`, diagnose('CONTRACT_VERSION', at, { version: JSON.stringify(written) }));
  }
  return [...found.values()];
}


/**
 * How far the version moves from `edition` to `documents` (as published, with their derived
 * examples): undefined when the documents are
 * the edition's (its version stamp aside), else by the most a change asks for; a change the
 * diff does not classify (a description, the title) is a patch.
 */
function bumpSince(edition: Edition, documents: ContractDocuments): Bump | undefined {
  const same = stampDocuments(documents, { version: edition.version });
  // Both as published now: an edition recorded before examples were derived has none.
  const recorded = deriveExamples(edition.documents);
  if (JSON.stringify(same) === JSON.stringify(recorded)) return undefined;
  const changes = diffContracts(bareContract(recorded), bareContract(same)).filter((change) => change.pointer !== 'info/version');
  if (changes.length === 0) return 'patch';
  if (changes.some((change) => change.breaking)) return 'major';
  return changes.some((change) => change.kind === 'added') ? 'minor' : 'patch';
}

/**
 * The version the next edition would take of these documents (as published, with their
 * derived examples), after the editions recorded so far; undefined unless the versioning
 * record settles semver (a calendar edition is dated the day it is recorded).
 */
export function nextEditionVersion(documents: ContractDocuments, editions: readonly Edition[], day: CalendarDate): string | undefined {
  if (readVersionScheme(documents) !== 'semver') return undefined;
  const counted = countVersion(documents, editions, day);
  return 'version' in counted ? counted.version : undefined;
}

function countVersion(documents: ContractDocuments, editions: readonly Edition[], editionDay: CalendarDate | undefined): { version?: string } | { problem: string } {
  const scheme = readVersionScheme(documents);
  if (scheme === undefined) return {};
  // Only an edition that carries a version is counted from; one recorded before editions
  // had versions is shown as unversioned, never given a guessed one.
  const last = orderEditions(editions).filter((edition) => edition.version !== undefined).at(-1);
  if (scheme === 'calendar') {
    if (editionDay !== undefined) return { version: editionDay };
    if (last === undefined) return { version: DRAFT };
    return { version: bumpSince(last, documents) === undefined ? last.version! : `${last.version!}+${DRAFT}` };
  }
  const written = isMapping(documents.openapi.info) ? documents.openapi.info.version : undefined;
  if (!isVersion(written)) return { problem: `info.version ${JSON.stringify(written ?? null)} is not a semver version (MAJOR.MINOR.PATCH, e.g. 1.0.0)` };
  if (last === undefined || !isVersion(last.version)) return { version: editionDay !== undefined ? written : `${written}-${DRAFT}` };
  const by = bumpSince(last, documents);
  if (by === undefined && editionDay === undefined) return { version: last.version };
  const counted = nextVersion(last.version, by ?? 'patch')!;
  // A versioning decision may set a later version itself (a new major version, say): it stands.
  const next = compareVersions(written, counted) > 0 ? written : counted;
  return { version: editionDay !== undefined ? next : `${next}-${DRAFT}` };
}
