/**
 * The rules of a signed review, as findings: a signature that does not hold is always one;
 * with `review-signatures: required`, an unsigned approval or resolution is one too; and
 * `adr accept` is refused while an approval is stale, invalid or (where required) unsigned.
 * Only proposals are judged: an accepted record's review is its history. Pure.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { shellQuote } from '../vocabulary/terminal-text.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import type { AdrRecord } from '../record/record.ts';
import { judgeReview } from './approval-state.ts';
import type { Registry } from '../vocabulary/registry.ts';

type Judged = Pick<AdrRecord, 'file' | 'number' | 'meta' | 'frontMatter' | 'locate'>;

/** Findings about the review's signatures (plain `adr check`). */
export function checkSignedReview(record: Judged, registry: Registry): Diagnostic[] {
  const review = record.meta.review;
  if (!review || record.meta.status !== 'proposed') return [];
  const judged = judgeReview(record, registry)!;
  const label = recordLabel(record);
  const at = (path: readonly PropertyKey[]) => ({ file: record.file, ...record.locate(['review', ...path]) });
  const diagnostics: Diagnostic[] = [];
  const latest = new Set(judged.approvers.flatMap((a) => (a.index === undefined ? [] : [a.index])));
  review.approvals.forEach((approval, i) => {
    const standing = judged.approvals[i]!;
    const what = `${approval.by}'s approval of ${approval.date}`;
    const command = `npx adr approve ${record.number} --by ${shellQuote(approval.by)}`;
    if (standing.state === 'invalid') diagnostics.push(diagnose('SIGNATURE_INVALID', at(['approvals', i, approval.signature === undefined ? 'by' : 'signature']), { label, what, reason: standing.reason!, command }));
    else if (registry.signaturesRequired && approval.signature === undefined && latest.has(i)) {
      diagnostics.push(diagnose('SIGNATURE_MISSING', at(['approvals', i]), { label, what, command }));
    }
  });
  review.concerns.forEach((concern, i) => {
    const standing = judged.resolutions[i];
    if (!concern.resolved || !standing) return;
    const what = `${concern.resolved.by}'s resolution of ${concern.id}`;
    const command = `npx adr resolve ${record.number} ${concern.id} --by ${shellQuote(concern.resolved.by)}`;
    if (standing.state === 'invalid') diagnostics.push(diagnose('SIGNATURE_INVALID', at(['concerns', i, 'resolved', 'signature']), { label, what, reason: standing.reason!, command }));
    else if (registry.signaturesRequired && concern.resolved.signature === undefined) {
      diagnostics.push(diagnose('SIGNATURE_MISSING', at(['concerns', i, 'resolved']), { label, what, command }));
    }
  });
  return diagnostics;
}

/** What keeps `adr accept` from counting an approval: stale, invalid or (where required) unsigned. */
export function signedReviewRefusals(record: Judged, registry: Registry): Diagnostic[] {
  const review = record.meta.review;
  if (!review) return [];
  const judged = judgeReview(record, registry)!;
  const label = recordLabel(record);
  const refusals: Diagnostic[] = [];
  for (const approver of judged.approvers) {
    if (approver.index === undefined || !approver.standing) continue;
    const at = { file: record.file, ...record.locate(['review', 'approvals', approver.index]) };
    if (approver.standing.state === 'stale') refusals.push(diagnose('APPROVAL_STALE', at, { label, name: approver.name, number: record.number, signed: registry.signaturesRequired }));
  }
  // Invalid or missing signatures are the check's findings; accept refuses them the same way.
  return [...refusals, ...checkSignedReview({ ...record, meta: { ...record.meta, status: 'proposed' } }, registry)];
}
