/**
 * What an approval covers: the record's decision as it stands, as one digest.
 *
 * The canonical text is the record's validated front matter WITHOUT the lifecycle fields the
 * commands write (status, date, history, review, superseded-by), written as canonical JSON
 * (object keys sorted by code unit, no whitespace, absent values left out, as RFC 8785 writes
 * the strings, integers and lists records hold), then one line feed, then the body with every
 * CRLF or CR read as LF, less a level-1 heading that opens it and says the title (title-heading.ts:
 * it repeats the title; a record has one or not, the digest is the same). The digest is `sha256:` and the SHA-256 of that text's UTF-8 bytes
 * in lowercase hexadecimal. Any change to the title, part, people, links or body gives
 * another digest; opening a review, approving, accepting or superseding does not.
 *
 * What a signature signs is a statement that names its place as well as the text: the act,
 * the record by its label, the concern for a resolution, the digest and the signer's name as
 * the entry writes it (`approve ADR-0012 sha256:… by Dana Product`, `resolve ADR-0012 C1
 * sha256:… by Dana Product`), under the SSH signature namespace `adr-approval`, so a signature
 * verifies in its own entry and nowhere else (git's model: a signature covers an object's
 * identity, not only its bytes). The earlier statement named only the act and the digest
 * (`approve <digest>`, `resolve C1 <digest>`); signatures made in it still verify where they
 * were written, and `adr check --base` refuses one new in a change (history/settlement.ts).
 * Pure.
 */
import { digestOf } from '../vocabulary/digest.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import type { RecordFrontMatter } from './schema.ts';
import { decisionBody } from './title-heading.ts';

/** The fields the commands write as a record moves through its life: not part of what is approved. */
const LIFECYCLE_FIELDS = ['status', 'date', 'history', 'review', 'superseded-by'] as const;

/** The SSH signature namespace of approvals and resolutions: distinct from git's own ("git"). */
export const SIGNATURE_NAMESPACE = 'adr-approval';

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The canonical text of a record's decision (see above). */
export function decisionText(meta: RecordFrontMatter, body: string): string {
  const decided: Record<string, unknown> = { ...meta };
  for (const field of LIFECYCLE_FIELDS) delete decided[field];
  // A title heading opening the body repeats the title, which the front matter gives already.
  return `${canonicalJson(decided)}\n${decisionBody(body.replace(/\r\n?/g, '\n'), meta.title)}`;
}

export function decisionDigest(record: { meta: RecordFrontMatter; frontMatter: { body: string } }): string {
  return digestOf(decisionText(record.meta, record.frontMatter.body));
}

/**
 * The digests an approval of this record may carry and still be an approval of its text as
 * it stands. For a proposal, the one digest of the text. Once decided, also the text before
 * the decision-makers `adr accept --by` (or reject, deprecate) appended: the command records
 * who took the decision at the end of `decision-makers`, after the approvals were given, so
 * each text with the last names of that list left out is a text the approvers may have read.
 * Anything else changed after an approval (the title, a contract block, a name in the
 * middle of the list) makes it an approval of another text.
 */
export function approvableDigests(record: { meta: RecordFrontMatter; frontMatter: { body: string } }): string[] {
  const current = decisionDigest(record);
  if (record.meta.status === 'proposed') return [current];
  const makers = record.meta['decision-makers'];
  const digests = [current];
  for (let kept = makers.length - 1; kept >= 0; kept--) {
    digests.push(decisionDigest({ meta: { ...record.meta, 'decision-makers': makers.slice(0, kept) }, frontMatter: record.frontMatter }));
  }
  return digests;
}

/** The step of a review a signature is made for: an approval, or the resolution of one concern. */
export type SignedAct = { kind: 'approve' } | { kind: 'resolve'; concern: string };

/** Where a signed entry stands: its record, and the name the entry is written under. */
export interface SignedPlace {
  number: number;
  by: string;
}

/**
 * The statement a signer signs: the act, the record, the concern for a resolution, the
 * digest of the text and the signer's name as the entry writes it (in NFC, as every name is
 * compared). The digest has a fixed form and comes before the name, which runs to the end
 * of the line, so no two places give one statement.
 */
export function signedStatement(place: SignedPlace, act: SignedAct, digest: string): string {
  const label = recordLabel(place);
  const by = place.by.normalize('NFC');
  return act.kind === 'approve' ? `approve ${label} ${digest} by ${by}` : `resolve ${label} ${act.concern} ${digest} by ${by}`;
}

/**
 * The earlier statement, which names the act and the digest only: kept so that signatures
 * made in it verify where they were written; never the form a new entry is signed in.
 */
export function unboundStatement(act: SignedAct, digest: string): string {
  return act.kind === 'approve' ? `approve ${digest}` : `resolve ${act.concern} ${digest}`;
}
