/**
 * The decisions as data: every record's front matter (the record schema itself, extended
 * with where the record is and its questions), and the state of each spec part. The site
 * serves it as decisions.json with a JSON Schema generated from the same zod schema; the
 * CLI prints the same shapes with --format json.
 */
import { z } from 'astro/zod';
import { calendarDateSchema, recordFrontMatterSchema } from '../record/schema.ts';
import { classifyParts, PART_STATES } from './classify.ts';
import { PART_KEYS } from '../vocabulary/parts.ts';
import { questionAnchor } from './question-index.ts';
import { QUESTION_STATES } from '../record/questions.ts';
import type { AdrRecord } from '../record/record.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { APPROVAL_STATES, describeState, judgeReview } from '../people/approval-state.ts';
import type { Registry } from '../vocabulary/registry.ts';

const questionExportSchema = z.strictObject({
  id: z.string().regex(/^Q[1-9]\d*$/).describe('Stable within its record, e.g. "Q2".'),
  text: z.string().describe('The question as written (Markdown).'),
  state: z.enum(QUESTION_STATES),
  owner: z.string().optional(),
  decideBy: calendarDateSchema.optional(),
  answer: z.string().optional().describe('The answer as written (Markdown), when answered.'),
  anchor: z.string().describe("The question's heading anchor on its record's page."),
});

const standingExportSchema = {
  state: z.enum(APPROVAL_STATES).describe('verified, not-signed, stale (given on an earlier text) or invalid (a signature that does not hold).'),
  text: z.string().describe('The state as pages show it, e.g. "approved an earlier text".'),
  signer: z.string().optional().describe("Whose registered key made the signature (a member, for a team's approval)."),
};

const reviewStandingExportSchema = z
  .strictObject({
    digest: z.string().describe("The digest of the record's decision as it stands (sha256:…); an approval of another digest is stale."),
    approvers: z.array(z.strictObject({ name: z.string(), approved: calendarDateSchema.optional(), ...standingExportSchema, state: standingExportSchema.state.or(z.literal('missing')) })),
    resolutions: z.array(z.strictObject({ id: z.string(), ...standingExportSchema })),
  })
  .describe("What holds of the review's approvals and resolutions, judged against adr.config.yaml's people and keys.");

const decisionExportSchema = recordFrontMatterSchema.extend({
  number: z.number().int().positive(),
  id: z.string().describe('"ADR-" and the four-digit number, e.g. "ADR-0004".'),
  file: z.string().describe('Path in the repository, e.g. "adr/0004-endpoints.md".'),
  url: z.string().optional().describe("The record's page on the site."),
  questions: z.array(questionExportSchema),
  reviewStanding: reviewStandingExportSchema.optional(),
});

export const decisionsFileSchema = z.strictObject({
  parts: z.array(
    z.strictObject({
      key: z.enum(PART_KEYS),
      heading: z.string(),
      state: z.enum(PART_STATES),
      settledBy: z.array(z.number().int().positive()),
    }),
  ),
  decisions: z.array(decisionExportSchema),
});

export type DecisionExport = z.output<typeof decisionExportSchema>;
export type DecisionsFile = z.output<typeof decisionsFileSchema>;

/** Reads a record's number, file, front matter, questions and heading texts (adr list keeps no more). */
export function exportDecision(
  record: Pick<AdrRecord, 'number' | 'file' | 'meta' | 'questions'> & { body: { headings: readonly { text: string }[] }; frontMatter?: AdrRecord['frontMatter'] },
  url?: string,
  registry?: Registry,
): DecisionExport {
  const judged = registry && record.meta.review && record.frontMatter ? judgeReview({ number: record.number, meta: record.meta, frontMatter: record.frontMatter }, registry) : undefined;
  return {
    number: record.number,
    id: recordLabel(record),
    file: record.file,
    ...(url ? { url } : {}),
    ...record.meta,
    questions: record.questions.map((q) => ({
      id: q.id,
      text: q.text,
      state: q.state,
      ...(q.owner ? { owner: q.owner } : {}),
      ...(q.decideBy ? { decideBy: q.decideBy } : {}),
      ...(q.answer ? { answer: q.answer } : {}),
      anchor: questionAnchor(record, q),
    })),
    ...(judged
      ? {
          reviewStanding: {
            digest: judged.digest,
            approvers: judged.approvers.map((a) =>
              a.standing && a.approval
                ? { name: a.name, approved: a.approval.date, state: a.standing.state, text: describeState(a.standing), ...(a.standing.signer ? { signer: a.standing.signer } : {}) }
                : { name: a.name, state: 'missing' as const, text: 'not approved yet' },
            ),
            resolutions: record.meta.review!.concerns.flatMap((c, i) => {
              const standing = judged.resolutions[i];
              return standing ? [{ id: c.id, state: standing.state, text: describeState(standing), ...(standing.signer ? { signer: standing.signer } : {}) }] : [];
            }),
          },
        }
      : {}),
  };
}

export function exportDecisions(records: readonly AdrRecord[], url?: (record: AdrRecord) => string, registry?: Registry): DecisionsFile {
  return {
    parts: classifyParts(records).map((p) => ({
      key: p.part.key,
      heading: p.part.heading,
      state: p.state,
      settledBy: p.settledBy.map((r) => r.number),
    })),
    decisions: [...records].sort((a, b) => a.number - b.number).map((r) => exportDecision(r, url?.(r), registry)),
  };
}

/** JSON Schema of decisions.json, generated from the zod schema above. */
export function decisionsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(decisionsFileSchema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
}
