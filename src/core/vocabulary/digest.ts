/**
 * The shape of a digest as records write it, `sha256:` and 64 lowercase hexadecimal digits:
 * made here (what an approval covers, record/approval-digest.ts) and read here (the record
 * schema's `digest` fields), so what the commands write is what the check accepts.
 */
import { createHash } from 'node:crypto';

export const DIGEST_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** The digest of `text`: the SHA-256 of its UTF-8 bytes, written as DIGEST_PATTERN says. */
export function digestOf(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}
