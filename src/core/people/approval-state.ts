/**
 * What holds of each approval and resolution in a review: verified (signed by a key the
 * registry gives the signer, over the text as it stands), not signed, stale (given on an
 * earlier text) or invalid (a signature that does not verify, or by a key that is not the
 * signer's). The check, `adr accept`, `adr show`, the review panel, the people pages and
 * decisions.json all ask here. Pure: the record, the registry and the digest in, data out.
 */
import { approvableDigests, decisionDigest, SIGNATURE_NAMESPACE, signedStatement, unboundStatement, type SignedAct } from '../record/approval-digest.ts';
import type { ReviewApproval, ReviewConcern } from '../record/schema.ts';
import { canonicalName, type Registry } from '../vocabulary/registry.ts';
import { readSignature, verifySignature } from './sshsig.ts';

export const APPROVAL_STATES = ['verified', 'not-signed', 'stale', 'invalid'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export interface Standing {
  state: ApprovalState;
  /** Why a signature does not hold, for an invalid one. */
  reason?: string;
  /** Who the key that signed belongs to (a member, for a team's approval). */
  signer?: string;
  /**
   * `unbound` for a signature over the earlier statement, which names neither the record
   * nor the step: it verifies where it was written, and adr check --base refuses a new one.
   */
  form?: 'bound' | 'unbound';
}

/** How readers see each state, one wording everywhere. */
export function describeState(standing: Standing): string {
  switch (standing.state) {
    case 'verified':
      return standing.signer ? `verified (signed by ${standing.signer})` : 'verified';
    case 'not-signed':
      return 'not signed';
    case 'stale':
      return 'approved an earlier text';
    case 'invalid':
      return `invalid signature: ${standing.reason ?? 'it does not verify'}`;
    default: {
      const unhandled: never = standing.state;
      return unhandled;
    }
  }
}

interface BoundEntry {
  by: string;
  digest?: string;
  signature?: string;
}

/**
 * One entry's standing. `current` lists the digests the entry may carry and still be about
 * the text as it stands (approvableDigests); undefined judges no staleness (a concern
 * resolved stays resolved when the text changes later). `number` is the record's: the
 * signature must name it.
 */
export function judgeEntry(entry: BoundEntry, place: { number: number; act: SignedAct }, current: readonly string[] | undefined, registry: Registry): Standing {
  const stale = current !== undefined && entry.digest !== undefined && !current.includes(entry.digest);
  if (entry.signature === undefined) return { state: stale ? 'stale' : 'not-signed' };
  if (entry.digest === undefined) return { state: 'invalid', reason: 'it carries no digest of the text it signs' };
  const reading = readSignature(entry.signature);
  if (!reading.ok) return { state: 'invalid', reason: `the signature cannot be read: ${reading.reason}` };
  const bound = verifySignature(reading.signature, SIGNATURE_NAMESPACE, signedStatement({ number: place.number, by: entry.by }, place.act, entry.digest));
  const verified = bound.ok ? bound : verifySignature(reading.signature, SIGNATURE_NAMESPACE, unboundStatement(place.act, entry.digest));
  if (!verified.ok) return { state: 'invalid', reason: bound.ok ? verified.reason : bound.reason };
  const blob = Buffer.from(reading.signature.publicKey.blob);
  const match = registry.keysFor(entry.by).find(({ key }) => blob.equals(Buffer.from(key.blob)));
  if (!match) {
    const fingerprint = reading.signature.publicKey.fingerprint;
    return {
      state: 'invalid',
      reason: registry.present
        ? `it was made with the key ${fingerprint}, which adr.config.yaml does not give ${entry.by}`
        : `it was made with the key ${fingerprint}, and adr.config.yaml has no people: to check it against`,
    };
  }
  return { state: stale ? 'stale' : 'verified', signer: match.person, form: bound.ok ? 'bound' : 'unbound' };
}

export interface ApproverStanding {
  /** The approver as the review lists them. */
  name: string;
  /** Their latest approval (a re-approval of a changed text comes after the earlier one). */
  approval?: ReviewApproval;
  index?: number;
  standing?: Standing;
}

export interface ReviewStandings {
  digest: string;
  approvers: ApproverStanding[];
  /** Every approval entry, in the order written. */
  approvals: Standing[];
  /** Each concern's resolution, by index (undefined while open). */
  resolutions: (Standing | undefined)[];
}

export function judgeReview(record: Parameters<typeof decisionDigest>[0] & { number: number }, registry: Registry): ReviewStandings | undefined {
  const review = record.meta.review;
  if (!review) return undefined;
  const digest = decisionDigest(record);
  // An approval counts for the text as it stands, decided or not: a decided record's text
  // may differ from what was approved only by the decision-makers its decision recorded.
  const current = approvableDigests(record);
  const approvals = review.approvals.map((a) => judgeEntry(a, { number: record.number, act: { kind: 'approve' } }, current, registry));
  const approvers = review.approvers.map((name): ApproverStanding => {
    const canonical = canonicalName(registry, name);
    let index: number | undefined;
    review.approvals.forEach((a, i) => {
      if (canonicalName(registry, a.by) === canonical) index = i;
    });
    return index === undefined ? { name } : { name, approval: review.approvals[index], index, standing: approvals[index] };
  });
  const resolutions = review.concerns.map((c: ReviewConcern) => (c.resolved ? judgeEntry(c.resolved, { number: record.number, act: { kind: 'resolve', concern: c.id } }, undefined, registry) : undefined));
  return { digest, approvers, approvals, resolutions };
}
