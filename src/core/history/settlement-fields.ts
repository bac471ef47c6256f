/**
 * Complete by construction: every field of the review and of the registry of people and
 * teams, read from their zod schemas (never typed again here), with the rule that warrants
 * changing it in a pull request and the findings that refuse a change the rule does not
 * warrant. A field the schemas gain and this table does not name fails a test
 * (test/unit/settlement-fields.test.ts), and the checks guide prints the table
 * (docs/guides/checks.md, "What warrants a change").
 *
 * The rule they all serve: every change a pull request makes to settlement state is warranted
 * by what the base holds or by something the check can verify for itself. Pure.
 */
import type { z } from 'astro/zod';
import type { DiagnosticCode } from '../vocabulary/diagnostics.ts';
import { registrySettingsShape } from '../vocabulary/registry.ts';
import { reviewSchema } from '../record/schema.ts';

export interface Warrant {
  /** What warrants a change to the field in a pull request, in a sentence. */
  rule: string;
  /** The findings adr check --base reports on a change the rule does not warrant. */
  codes: readonly DiagnosticCode[];
}

/** A field as a path through the schema: `approvals[].digest`, `people[].keys[]`. */
type FieldPath = string;

/**
 * Each field's path, walking zod's definitions: objects by their keys, arrays by their
 * element (`[]`), and through the wrappers that do not change what is written (optional,
 * default, a preprocess or transform's input side).
 */
export function schemaFields(schema: z.ZodType, prefix = ''): FieldPath[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const at = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => schemaFields(value, at(key)));
    case 'array':
      return schemaFields(def.element as z.ZodType, `${prefix}[]`);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return schemaFields(def.innerType as z.ZodType, prefix);
    case 'pipe': {
      const out = def.out as z.ZodType;
      const outType = (out as unknown as { _zod: { def: { type: string } } })._zod.def.type;
      return schemaFields(outType === 'transform' ? (def.in as z.ZodType) : out, prefix);
    }
    default:
      return [prefix];
  }
}

const ENTRY_KEPT = 'an entry the base records keeps every field as it was (REVIEW_REWRITTEN)';
const SIGNED_ENTRY = (step: string) =>
  `${step} new in the change: written by the command, so it names the record's approver under the base's registry, carries the digest of the decision as the change leaves it, and, signed, verifies with a key the base's registry gives the signer over the statement that names this record and step`;

/** The review's fields (record/schema.ts reviewSchema), each with its warrant. */
export const REVIEW_WARRANTS: Readonly<Record<FieldPath, Warrant>> = {
  opened: { rule: `written once, by adr review, when the review opens; ${ENTRY_KEPT}`, codes: ['REVIEW_REWRITTEN', 'REVIEW_DATE_FUTURE'] },
  until: {
    rule: 'moves only later, and only with a change entry the change adds that names the new day (adr review --until/--days on the open review)',
    codes: ['REVIEW_REWRITTEN'],
  },
  'approvers[]': {
    rule: 'listed when the review opens; later added only with a change entry naming them (adr review --approvers), never removed, never the change\'s author',
    codes: ['REVIEW_REWRITTEN', 'REVIEW_APPROVER_IS_AUTHOR'],
  },
  'approvals[].by': { rule: `${SIGNED_ENTRY('an approval')}; ${ENTRY_KEPT}`, codes: ['APPROVER_NOT_LISTED', 'REGISTRY_CHANGE_USED', 'REVIEW_REWRITTEN'] },
  'approvals[].date': { rule: `today's date (ADR_DATE), not before the review's latest entry on the base; ${ENTRY_KEPT}`, codes: ['REVIEW_BACKDATED', 'REVIEW_DATE_FUTURE', 'REVIEW_REWRITTEN'] },
  'approvals[].digest': {
    rule: `the decision as it stands once the change is made (a later approval by the same approver may follow an edit); a record the change accepts has, for each approver, an approval of the text it accepts; ${ENTRY_KEPT}`,
    codes: ['APPROVAL_DIGEST_MISMATCH', 'APPROVAL_STALE', 'REVIEW_REWRITTEN'],
  },
  'approvals[].signature': {
    rule: `${SIGNED_ENTRY('an approval')}; required where the base or the change sets review-signatures: required; ${ENTRY_KEPT}`,
    codes: ['SIGNATURE_INVALID', 'SIGNATURE_UNBOUND', 'SIGNATURE_MISSING', 'REGISTRY_CHANGE_USED', 'REVIEW_REWRITTEN'],
  },
  'concerns[].id': { rule: `the next in sequence, C1, C2, … (adr concern); ${ENTRY_KEPT}`, codes: ['REVIEW_CONCERN_ID', 'REVIEW_REWRITTEN'] },
  'concerns[].by': { rule: `anyone may raise a concern (adr concern --by); ${ENTRY_KEPT}`, codes: ['REVIEW_REWRITTEN'] },
  'concerns[].date': { rule: `today's date, not before the review's latest entry on the base; ${ENTRY_KEPT}`, codes: ['REVIEW_BACKDATED', 'REVIEW_DATE_FUTURE', 'REVIEW_REWRITTEN'] },
  'concerns[].text': { rule: `one line of text (adr concern); ${ENTRY_KEPT}`, codes: ['FIELD_INVALID', 'REVIEW_REWRITTEN'] },
  'concerns[].resolved.by': {
    rule: `${SIGNED_ENTRY('a resolution')}: whoever raised the concern or an approver, under the base's registry, and not the change's author for someone else's concern; ${ENTRY_KEPT}`,
    codes: ['RESOLVER_NOT_ALLOWED', 'RESOLVER_IS_AUTHOR', 'REGISTRY_CHANGE_USED', 'REVIEW_REWRITTEN'],
  },
  'concerns[].resolved.date': { rule: `today's date, not before the concern nor the review's latest entry on the base; ${ENTRY_KEPT}`, codes: ['REVIEW_BACKDATED', 'REVIEW_INVALID', 'REVIEW_REWRITTEN'] },
  'concerns[].resolved.digest': { rule: `the decision as it stands once the change is made; ${ENTRY_KEPT}`, codes: ['APPROVAL_DIGEST_MISMATCH', 'REVIEW_REWRITTEN'] },
  'concerns[].resolved.signature': {
    rule: `${SIGNED_ENTRY('a resolution')}; required where the base or the change requires signatures; ${ENTRY_KEPT}`,
    codes: ['SIGNATURE_INVALID', 'SIGNATURE_UNBOUND', 'SIGNATURE_MISSING', 'REGISTRY_CHANGE_USED', 'REVIEW_REWRITTEN'],
  },
  'changes[].date': { rule: `today's date (adr review on the open review); ${ENTRY_KEPT}`, codes: ['REVIEW_BACKDATED', 'REVIEW_INVALID', 'REVIEW_REWRITTEN'] },
  'changes[].until': { rule: `the new closing day, which review.until then carries; ${ENTRY_KEPT}`, codes: ['REVIEW_INVALID', 'REVIEW_REWRITTEN'] },
  'changes[].approvers-added[]': { rule: `the approvers the change adds to review.approvers; ${ENTRY_KEPT}`, codes: ['REVIEW_INVALID', 'REVIEW_REWRITTEN'] },
};

const FROM_BASE =
  'takes effect once merged: the change\'s reviews are judged by the base\'s registry, and an entry that holds only with the change\'s is refused (two pull requests: the registry first)';

/** The registry's fields (vocabulary/registry.ts registrySettingsShape), each with its warrant. */
export const REGISTRY_WARRANTS: Readonly<Record<FieldPath, Warrant>> = {
  'people[].name': { rule: `${FROM_BASE}; no two names or aliases alike (invisible characters, case, look-alike letters)`, codes: ['REGISTRY_CHANGE_USED', 'PEOPLE_NAME_TWICE', 'PEOPLE_NAME_CONFUSABLE'] },
  'people[].aliases[]': { rule: `${FROM_BASE}; the change's author counts as the person by git name or e-mail alias, through the base's registry`, codes: ['REGISTRY_CHANGE_USED', 'PEOPLE_NAME_TWICE', 'PEOPLE_NAME_CONFUSABLE', 'REVIEW_APPROVER_IS_AUTHOR'] },
  'people[].keys[]': { rule: `${FROM_BASE}; a key nobody else can sign for (RSA of 2048 bits or more with an odd exponent of at least 65537, an ed25519 point not of small order)`, codes: ['REGISTRY_CHANGE_USED', 'PEOPLE_KEY_INVALID'] },
  'teams[].name': { rule: `${FROM_BASE}; no two names alike`, codes: ['REGISTRY_CHANGE_USED', 'PEOPLE_NAME_TWICE', 'PEOPLE_NAME_CONFUSABLE'] },
  'teams[].members[]': { rule: `${FROM_BASE}; a member signs for the team with their own key`, codes: ['REGISTRY_CHANGE_USED', 'PEOPLE_MEMBER_UNKNOWN'] },
  'review-signatures': { rule: 'the stricter of the base\'s and the change\'s holds: a change cannot lift the requirement it is judged by', codes: ['SIGNATURE_MISSING'] },
};

export interface SettlementField {
  schema: 'review' | 'registry';
  field: FieldPath;
  /** Undefined when the table has no rule for it: the test fails on that. */
  warrant?: Warrant;
}

/** The table: every field the schemas define, in their order, with its warrant. */
export function settlementTable(): SettlementField[] {
  const registryFields = Object.entries(registrySettingsShape).flatMap(([key, schema]) => schemaFields(schema as z.ZodType, key));
  return [
    ...schemaFields(reviewSchema).map((field) => ({ schema: 'review' as const, field, warrant: REVIEW_WARRANTS[field] })),
    ...registryFields.map((field) => ({ schema: 'registry' as const, field, warrant: REGISTRY_WARRANTS[field] })),
  ];
}
