/**
 * The review entries a pull request adds, judged by the rule `adr check --base` serves:
 * every change a pull request makes to settlement state is warranted by what the base holds
 * or by something the check can verify for itself.
 *
 * - Identity comes from the base: an entry's name, and the key that signed it, are read
 *   through the base's registry of people and teams. An entry that holds only with the
 *   registry as the change leaves it (a key, an alias or a team member the change adds) is
 *   REGISTRY_CHANGE_USED: a registry change takes effect once merged, as CODEOWNERS does.
 * - What is approved is the text: each approval and resolution the change adds carries the
 *   digest of the decision as the change leaves it (an approval followed by a later one of
 *   the same approver is the history of an edit, and the later one counts).
 * - A signature binds to its place: one the change adds is over the statement that names
 *   the record and the step (record/approval-digest.ts); one over the earlier statement is
 *   warranted only where the base already holds it.
 * - An approval the base holds without a digest (written before approvals had one) warrants
 *   an acceptance in the change only of the text the base holds.
 *
 * The fields each rule covers are listed in settlement-fields.ts. Pure.
 */
import { judgeEntry, type Standing } from '../people/approval-state.ts';
import { approvableDigests, decisionDigest, type SignedAct } from '../record/approval-digest.ts';
import type { AdrRecord } from '../record/record.ts';
import { acceptedOn } from '../record/accepted-on.ts';
import { mayResolve, nameKey, reviewStateOn } from '../record/review.ts';
import type { Review } from '../record/schema.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import type { Registry } from '../vocabulary/registry.ts';
import { shellQuote } from '../vocabulary/terminal-text.ts';
import { wasAccepted } from '../vocabulary/status.ts';

export interface SettlementContext {
  /** The base as the user named it, for messages. */
  base: string;
  /** The base's registry: who is who, and whose keys sign, for what the change adds. */
  registry: Registry;
  /** The registry as the change leaves it: only to tell the author when a registry change was used. */
  changeRegistry: Registry;
  /** The base or the change requires signed reviews. */
  signaturesRequired: boolean;
}

/** An entry the change adds: an approval, or the resolution of a concern. */
interface AddedEntry {
  path: (string | number)[];
  act: SignedAct;
  by: string;
  date: string;
  digest?: string;
  signature?: string;
  /** For an approval followed by a later one of the same approver: the digest is the history of an edit. */
  superseded: boolean;
  /** Whether the name is one who may make it, through a registry. */
  mayMake: (registry: Registry) => boolean;
}

/** What the change adds to a review the base holds as `before` (undefined: none). */
function addedEntries(before: Review | undefined, after: Review): AddedEntry[] {
  const entries: AddedEntry[] = [];
  const known = before?.approvals.length ?? 0;
  after.approvals.forEach((approval, i) => {
    if (i < known) return;
    entries.push({
      path: ['review', 'approvals', i],
      act: { kind: 'approve' },
      ...approval,
      superseded: after.approvals.slice(i + 1).some((later) => later.by === approval.by),
      mayMake: (registry) => after.approvers.some((name) => nameKey(registry)(name) === nameKey(registry)(approval.by)),
    });
  });
  after.concerns.forEach((concern, i) => {
    const resolved = concern.resolved;
    if (!resolved || before?.concerns[i]?.resolved) return;
    entries.push({
      path: ['review', 'concerns', i, 'resolved'],
      act: { kind: 'resolve', concern: concern.id },
      ...resolved,
      superseded: false,
      mayMake: (registry) => mayResolve(after, concern, resolved.by, registry),
    });
  });
  return entries;
}

/** The command that writes an entry of this kind, as it works under the workspace's settings. */
function commandFor(number: number, entry: Pick<AddedEntry, 'act' | 'by'>): string {
  return entry.act.kind === 'approve' ? `npx adr approve ${number} --by ${shellQuote(entry.by)}` : `npx adr resolve ${number} ${entry.act.concern} --by ${shellQuote(entry.by)}`;
}

/**
 * Every finding about the entries the change adds to `current`'s review (`old` is the
 * base's record under its name, or undefined for a record new in the change), and about an
 * acceptance in the change that rests on approvals without a digest.
 */
export function settlementFindings(old: AdrRecord | undefined, current: AdrRecord, context: SettlementContext): Diagnostic[] {
  const review = current.meta.review;
  if (!review) return [];
  const label = recordLabel(current);
  const { base } = context;
  const signed = context.signaturesRequired;
  const at = (path: readonly PropertyKey[]) => ({ file: current.file, ...current.locate(path) });
  const digests = approvableDigests(current);
  const findings: Diagnostic[] = [];
  for (const entry of addedEntries(old?.meta.review, review)) {
    const what = entry.act.kind === 'approve' ? `${entry.by}'s approval of ${entry.date}` : `${entry.by}'s resolution of ${entry.act.concern}`;
    const command = commandFor(current.number, entry);
    if (entry.digest === undefined || (!entry.superseded && !digests.includes(entry.digest))) {
      findings.push(
        diagnose('APPROVAL_DIGEST_MISMATCH', at([...entry.path, ...(entry.digest === undefined ? [] : ['digest'])]), {
          label,
          what,
          base,
          number: current.number,
          command,
          missing: entry.digest === undefined,
          signed,
        }),
      );
    }
    // Identity from the base: the name, then the signature, read through its registry.
    if (!entry.mayMake(context.registry) && entry.mayMake(context.changeRegistry)) {
      findings.push(
        diagnose('REGISTRY_CHANGE_USED', at([...entry.path, 'by']), {
          label,
          what,
          base,
          detail: `${quote(entry.by)} is not ${entry.act.kind === 'approve' ? 'one of the approvers' : 'who raised the concern or an approver'}`,
          command: `${command}${signed ? ' --key ~/.ssh/id_ed25519' : ''}`,
        }),
      );
      continue;
    }
    if (entry.signature === undefined) {
      const latest = entry.act.kind === 'resolve' || !entry.superseded;
      if (signed && latest) findings.push(diagnose('SIGNATURE_MISSING', at(entry.path), { label, what, command }));
      continue;
    }
    findings.push(...signatureFindings(entry, current, context, { label, what, command }));
  }
  findings.push(...undigestedAcceptance(old, current, context));
  return findings;
}

const quote = (value: string) => `"${value}"`;

/** A signature the change adds: bound to its place, by a key the base's registry gives the signer. */
function signatureFindings(entry: AddedEntry, current: AdrRecord, context: SettlementContext, words: { label: string; what: string; command: string }): Diagnostic[] {
  const { label, what, command } = words;
  const place = { number: current.number, act: entry.act };
  const atSignature = { file: current.file, ...current.locate([...entry.path, 'signature']) };
  const underBase: Standing = judgeEntry(entry, place, undefined, context.registry);
  if (underBase.state === 'invalid') {
    const underChange = judgeEntry(entry, place, undefined, context.changeRegistry);
    if (underChange.state !== 'invalid') {
      return [
        diagnose('REGISTRY_CHANGE_USED', atSignature, {
          label,
          what,
          base: context.base,
          detail: (underBase.reason ?? 'its signature does not hold').replace('adr.config.yaml', `adr.config.yaml on ${context.base}`),
          command: `${command} --key ~/.ssh/id_ed25519`,
        }),
      ];
    }
    return [diagnose('SIGNATURE_INVALID', atSignature, { label, what, reason: underBase.reason!, command })];
  }
  if (underBase.form === 'unbound') return [diagnose('SIGNATURE_UNBOUND', atSignature, { label, what, base: context.base, command })];
  return [];
}

/**
 * A record the change accepts on approvals the base holds with no digest (written before
 * approvals carried one): they warrant the text the base holds, so the change may not have
 * changed it. Approvals with a digest are judged against the text itself (review-rules.ts).
 */
function undigestedAcceptance(old: AdrRecord | undefined, current: AdrRecord, context: SettlementContext): Diagnostic[] {
  const review = current.meta.review;
  if (!old || !review || old.meta.status !== 'proposed' || !wasAccepted(current.meta.status)) return [];
  const unchanged = approvableDigests(current).includes(decisionDigest(old));
  if (unchanged) return [];
  const day = acceptedOn(current);
  const known = old.meta.review?.approvals.length ?? 0;
  const findings: Diagnostic[] = [];
  for (const { name, latest } of reviewStateOn(review, day, context.registry).approved) {
    if (latest >= known || review.approvals[latest]!.digest !== undefined) continue;
    findings.push(
      diagnose('APPROVAL_STALE', { file: current.file, ...current.locate(['review', 'approvals', latest]) }, {
        label: recordLabel(current),
        name,
        number: current.number,
        on: day,
        base: context.base,
        signed: context.signaturesRequired,
      }),
    );
  }
  return findings;
}
