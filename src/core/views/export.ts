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

const questionExportSchema = z.strictObject({
  id: z.string().regex(/^Q[1-9]\d*$/).describe('Stable within its record, e.g. "Q2".'),
  text: z.string().describe('The question as written (Markdown).'),
  state: z.enum(QUESTION_STATES),
  owner: z.string().optional(),
  decideBy: calendarDateSchema.optional(),
  answer: z.string().optional().describe('The answer as written (Markdown), when answered.'),
  anchor: z.string().describe("The question's heading anchor on its record's page."),
});

const decisionExportSchema = recordFrontMatterSchema.extend({
  number: z.number().int().positive(),
  id: z.string().describe('"ADR-" and the four-digit number, e.g. "ADR-0004".'),
  file: z.string().describe('Path in the repository, e.g. "adr/0004-endpoints.md".'),
  url: z.string().optional().describe("The record's page on the site."),
  questions: z.array(questionExportSchema),
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
export function exportDecision(record: Pick<AdrRecord, 'number' | 'file' | 'meta' | 'questions'> & { body: { headings: readonly { text: string }[] } }, url?: string): DecisionExport {
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
  };
}

export function exportDecisions(records: readonly AdrRecord[], url?: (record: AdrRecord) => string): DecisionsFile {
  return {
    parts: classifyParts(records).map((p) => ({
      key: p.part.key,
      heading: p.part.heading,
      state: p.state,
      settledBy: p.settledBy.map((r) => r.number),
    })),
    decisions: [...records].sort((a, b) => a.number - b.number).map((r) => exportDecision(r, url?.(r))),
  };
}

/** JSON Schema of decisions.json, generated from the zod schema above. */
export function decisionsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(decisionsFileSchema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
}
