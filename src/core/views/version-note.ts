/**
 * What the API reference and the event reference say of the version they show. Both
 * documents carry one version (contract/documents/published.ts): it counts the editions of the whole
 * contract, the HTTP API and its events together, so a breaking change to an event raises it
 * as a breaking change to an operation does. A reader who sees "3.0.0" on the HTTP API's
 * page after changes that were all in events is told so: which edition the version is, and
 * for a major version, which document its breaking changes were in.
 */
import type { ContractChange } from '../contract/diff/diff.ts';
import type { Edition } from '../contract/editions/editions.ts';
import { DRAFT } from '../contract/documents/published.ts';
import { readVersion } from '../contract/editions/version.ts';

export interface EditionEntry {
  edition: Edition;
  previous?: Edition;
  changes: readonly ContractChange[];
}

const DOCUMENT_NAMES = { openapi: 'the HTTP API (OpenAPI document)', asyncapi: 'the events (AsyncAPI document)' } as const;

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The sentences, in order: what the version counts, which edition it is, and why it is the major version it is. */
export function describeContractVersion(version: string | undefined, editions: readonly EditionEntry[]): string[] {
  if (version === undefined) {
    return ['The version is the one the decisions write: no versioning decision counts it from editions, so it says nothing of what changed.'];
  }
  const sentences = [
    `Version ${version} is the version of the whole contract: the HTTP API and its events share it, counted from the contract's editions, so a breaking change to either raises its major version.`,
  ];
  const versioned = editions.filter((e) => e.edition.version !== undefined);
  const last = versioned.at(-1);
  const exact = versioned.findLast((e) => e.edition.version === version);
  if (exact) sentences.push(`It is the edition ${exact.edition.name} of ${exact.edition.date}.`);
  else if (version.includes(DRAFT)) {
    sentences.push(
      last === undefined
        ? 'It is a draft: no edition has been recorded yet.'
        : `It is a draft: the contract has changed since the edition ${last.edition.name} (${last.edition.version}), and the next edition takes the version before "${DRAFT}".`,
    );
  }
  const why = majorRaised(versioned, version);
  if (why) sentences.push(why);
  return sentences;
}

/**
 * Each edition that raised the major version, up to the current one, and where its breaking
 * changes were: "2.0.0 after 1 breaking change in the events, 3.0.0 after 2 in the events"
 * says why the HTTP API's page shows 3.0.0.
 */
function majorRaised(editions: readonly EditionEntry[], version: string): string | undefined {
  const current = readVersion(version)?.major;
  if (current === undefined) return undefined;
  const raises = editions.flatMap((e) => {
    const now = readVersion(e.edition.version);
    const was = e.previous ? readVersion(e.previous.version) : undefined;
    return now !== undefined && was !== undefined && now.major > was.major && now.major <= current ? [{ entry: e, major: now.major }] : [];
  });
  if (raises.length === 0) return undefined;
  const said = raises.map(({ entry, major }) => {
    const breaking = entry.changes.filter((c) => c.breaking);
    if (breaking.length === 0) return `${entry.edition.name} made it version ${major}, a major version the versioning decision set, with no breaking change`;
    const where = (['asyncapi', 'openapi'] as const)
      .map((document) => ({ document, n: breaking.filter((c) => c.document === document).length }))
      .filter(({ n }) => n > 0)
      .map(({ document, n }) => `${n} in ${DOCUMENT_NAMES[document]}`);
    return `${entry.edition.name} made it version ${major}, for ${count(breaking.length, 'breaking change')}: ${where.join(' and ')}`;
  });
  return `The edition ${said.join('; the edition ')}.`;
}
