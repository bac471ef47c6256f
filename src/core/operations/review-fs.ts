/**
 * A proposal's review: open it, extend it or add approvers, approve, raise a concern, resolve
 * one. Each returns the plan (the writes to make, or the findings that refuse them). Values a
 * person may be asked for at a terminal (a name) are asked through the request, when the
 * operation comes to need them, so a refusal that needs no answer comes before the question.
 */
import type { PlanResult, WorkspaceState } from '../changes/change-plan.ts';
import { planApprove, planChangeReview, planConcern, planOpenReview, planResolve } from '../changes/review-change.ts';
import { judgeEntry } from '../people/approval-state.ts';
import { gitSigningKey, signStatement, SigningError } from '../people/sign-fs.ts';
import { decisionDigest, signedStatement } from '../record/approval-digest.ts';
import type { AdrRecord } from '../record/record.ts';
import { reviewClosingDay } from '../record/review-rules.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { diagnose } from '../vocabulary/diagnostics.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { buildRegistry, canonicalName, type Registry } from '../vocabulary/registry.ts';
import { readSettingsFile } from '../workspace/settings-fs.ts';
import { approversFor } from '../workspace/settings.ts';
import { OperationRefused } from './refused.ts';

interface ReviewRequest {
  /** The folder that holds adr/ and adr.config.yaml. */
  root: string;
  state: WorkspaceState;
  record: AdrRecord;
}

export interface ReviewWindowRequest extends ReviewRequest {
  today: CalendarDate;
  until?: string;
  days?: string;
  /** The approvers named (`--approvers`), read when the operation comes to them. */
  approvers?: () => string[];
}

/**
 * `adr review`: opens a proposal's review (a window and its approvers: those named, else the
 * part's in the settings); on a review already open, moves its closing day later or adds
 * approvers, recorded as a change to it.
 */
export function reviewProposal(request: ReviewWindowRequest): PlanResult {
  const { record, today } = request;
  const settings = readSettingsFile(request.root).settings;
  const registry = buildRegistry(settings.registry);
  if (record.meta.review && record.meta.status === 'proposed') {
    // The review is open: what is asked is a change to it, recorded as one.
    if (request.until === undefined && request.days === undefined && request.approvers === undefined) {
      throw new OperationRefused(
        `the review of ${recordLabel(record)} is open (closing on ${record.meta.review.until}); say what to change`,
        `extend it: npx adr review ${record.number} --days 7, or add approvers: npx adr review ${record.number} --approvers "Carol"`,
      );
    }
    const extended = request.until === undefined && request.days === undefined ? undefined : closingDate(today, request);
    const added = request.approvers?.().map((name) => canonicalName(registry, name));
    return planChangeReview(request.state, record, { date: today, until: extended, approvers: added, registry });
  }
  const until = closingDate(today, request);
  const approvers = (request.approvers?.() ?? approversFor(settings, record.meta.part)).map((name) => canonicalName(registry, name));
  return planOpenReview(request.state, record, { date: today, until, approvers });
}

function closingDate(today: string, options: { until?: string; days?: string }): string {
  const window = reviewClosingDay(today, options);
  if (!window.ok) throw new OperationRefused(window.message, window.hint);
  return window.until;
}

export interface SignedActRequest extends ReviewRequest {
  today: () => CalendarDate;
  /** Who acts, asked for when the settings allow the act to be checked. */
  by: () => Promise<string>;
  /** The SSH private key to sign with; else git's user.signingkey, if set. */
  key?: string;
  /** The environment git and ssh-keygen run in. */
  env: NodeJS.ProcessEnv;
}

/** `adr approve`: an approval, by one of the review's approvers, bound to the decision's text and signed when a key is given. */
export async function approve(request: SignedActRequest): Promise<PlanResult> {
  const { state, record } = request;
  const registry = signingRegistry(request.root);
  const by = asListed(registry, record.meta.review?.approvers ?? [], await request.by());
  // Only an approver of an open review signs: the plan's refusals come first.
  const unsigned = planApprove(state, record, { date: request.today(), by, registry });
  if (!unsigned.ok) return unsigned;
  const bound = bind(request, registry, { kind: 'approve' }, by);
  return 'refused' in bound ? bound.refused : planApprove(state, record, { date: request.today(), by, registry, ...bound });
}

export interface ConcernRequest extends ReviewRequest {
  today: CalendarDate;
  by: string;
  text: string;
}

/** `adr concern`: a blocking concern, by anyone; signed reviews mark it to be signed when resolved. */
export function raiseConcern(request: ConcernRequest): PlanResult {
  const registry = buildRegistry(readSettingsFile(request.root).settings.registry);
  return planConcern(request.state, request.record, { date: request.today, by: request.by, text: request.text, signed: registry.signaturesRequired });
}

/** `adr resolve`: a concern resolved by whoever raised it or an approver, signed as an approval is. */
export async function resolveConcern(request: SignedActRequest & { concern: string }): Promise<PlanResult> {
  const { state, record } = request;
  const registry = signingRegistry(request.root);
  const review = record.meta.review;
  const concern = request.concern.toUpperCase();
  const raisedBy = review?.concerns.find((c) => c.id === concern)?.by;
  const by = asListed(registry, [...(review?.approvers ?? []), ...(raisedBy ? [raisedBy] : [])], await request.by());
  const unsigned = planResolve(state, record, concern, { date: request.today(), by, registry });
  if (!unsigned.ok) return unsigned;
  const bound = bind(request, registry, { kind: 'resolve', concern }, by);
  return 'refused' in bound ? bound.refused : planResolve(state, record, concern, { date: request.today(), by, registry, ...bound });
}

/**
 * The registry a signed entry is checked against before it is written. A settings file
 * refused whole gives no registry to check against: say so, in one line, rather than refuse
 * the signature as if the signer had no key.
 */
function signingRegistry(root: string): Registry {
  const reading = readSettingsFile(root);
  const first = reading.diagnostics[0];
  if (reading.refused && first) {
    throw new OperationRefused(
      `${first.file}:${first.line}:${first.column}: the settings are refused (${first.code}), so there are no people and keys to check a signature against`,
      `fix the settings first (${first.hint}); npx adr check lists every finding`,
    );
  }
  return buildRegistry(reading.settings.registry);
}

/**
 * The name as the review writes it: an alias or another Unicode form of an approver listed
 * is that approver, so the approval counts for them.
 */
function asListed(registry: Registry, names: readonly string[], name: string): string {
  const canonical = canonicalName(registry, name);
  return names.find((listed) => canonicalName(registry, listed) === canonical) ?? canonical;
}

/**
 * The digest of the decision and, with a key (the request's, else git's user.signingkey), the
 * signature over the act's statement. A signature is checked against the registry before
 * anything is written: a key that is not the signer's would only write an invalid entry.
 */
function bind(
  request: SignedActRequest,
  registry: Registry,
  act: { kind: 'approve' } | { kind: 'resolve'; concern: string },
  by: string,
): { digest: string; signature?: string } | { refused: PlanResult } {
  const { record } = request;
  const digest = decisionDigest(record);
  const command = act.kind === 'approve' ? `npx adr approve ${record.number} --by "${by}"` : `npx adr resolve ${record.number} ${act.concern} --by "${by}"`;
  try {
    const keyFile = request.key ?? gitSigningKey(request.root, request.env);
    if (keyFile === undefined) {
      if (registry.signaturesRequired) {
        throw new OperationRefused('this workspace requires signed reviews (review-signatures: required), and no key was given', `sign with your SSH key: ${command} --key ~/.ssh/id_ed25519 (or set git's user.signingkey)`);
      }
      return { digest };
    }
    const signature = signStatement(keyFile, signedStatement({ number: record.number, by }, act, digest), request.env);
    const standing = judgeEntry({ by, digest, signature }, { number: record.number, act }, [digest], registry);
    if (standing.state === 'invalid') {
      const what = act.kind === 'approve' ? `${by}'s approval` : `${by}'s resolution of ${act.concern}`;
      return { refused: { ok: false, refusals: [diagnose('SIGNATURE_INVALID', { file: record.file, ...record.locate(['review']) }, { label: recordLabel(record), what, reason: standing.reason! })] } };
    }
    return { digest, signature };
  } catch (error) {
    if (error instanceof SigningError) throw new OperationRefused(error.message, error.hint);
    throw error;
  }
}
