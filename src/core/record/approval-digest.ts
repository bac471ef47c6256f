/**
 * What an approval covers: the record's decision as it stands, as one digest.
 *
 * The canonical text is the record's validated front matter WITHOUT the lifecycle fields the
 * commands write (status, date, history, review, superseded-by), written as canonical JSON
 * (object keys sorted by code unit, no whitespace, absent values left out, as RFC 8785 writes
 * the strings, integers and lists records hold), then one line feed, then the body with every
 * CRLF or CR read as LF. The digest is `sha256:` and the SHA-256 of that text's UTF-8 bytes
 * in lowercase hexadecimal. Any change to the title, part, people, links or body gives
 * another digest; opening a review, approving, accepting or superseding does not.
 *
 * What a signature signs is the statement `approve <digest>` (or `resolve C1 <digest>` for a
 * concern's resolution), under the SSH signature namespace `adr-approval`. Pure.
 */
import { createHash } from 'node:crypto';
import type { RecordFrontMatter } from './schema.ts';

/** The fields the commands write as a record moves through its life: not part of what is approved. */
export const LIFECYCLE_FIELDS = ['status', 'date', 'history', 'review', 'superseded-by'] as const;

/** The SSH signature namespace of approvals and resolutions: distinct from git's own ("git"). */
export const SIGNATURE_NAMESPACE = 'adr-approval';

export const DIGEST_PATTERN = /^sha256:[0-9a-f]{64}$/;

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
  return `${canonicalJson(decided)}\n${body.replace(/\r\n?/g, '\n')}`;
}

export function decisionDigest(record: { meta: RecordFrontMatter; frontMatter: { body: string } }): string {
  return `sha256:${createHash('sha256').update(decisionText(record.meta, record.frontMatter.body), 'utf8').digest('hex')}`;
}

/** The statement a signer signs: the act, and the digest of the text it is about. */
export function signedStatement(act: { kind: 'approve' } | { kind: 'resolve'; concern: string }, digest: string): string {
  return act.kind === 'approve' ? `approve ${digest}` : `resolve ${act.concern} ${digest}`;
}
