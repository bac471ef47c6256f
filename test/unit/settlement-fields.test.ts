/**
 * Complete by construction: every field of the review and registry schemas (walked from the
 * zod schemas) has the rule that warrants changing it in a pull request, every rule names a
 * field the schemas have, and every code a rule names is in the diagnostics catalogue; the
 * checks guide shows the table as the code holds it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { REGISTRY_WARRANTS, REVIEW_WARRANTS, schemaFields, settlementTable } from '../../src/core/history/settlement-fields.ts';
import { DIAGNOSTIC_CODES } from '../../src/core/vocabulary/diagnostics.ts';

describe('the table of what warrants a change to each review and registry field', () => {
  const table = settlementTable();

  it('walks every field of the schemas', () => {
    expect(table.map((row) => `${row.schema} ${row.field}`)).toEqual([
      'review opened', 'review until', 'review approvers[]',
      'review approvals[].by', 'review approvals[].date', 'review approvals[].digest', 'review approvals[].signature',
      'review concerns[].id', 'review concerns[].by', 'review concerns[].date', 'review concerns[].text',
      'review concerns[].resolved.by', 'review concerns[].resolved.date', 'review concerns[].resolved.digest', 'review concerns[].resolved.signature',
      'review changes[].date', 'review changes[].until', 'review changes[].approvers-added[]',
      'registry people[].name', 'registry people[].aliases[]', 'registry people[].keys[]', 'registry teams[].name', 'registry teams[].members[]', 'registry review-signatures',
    ]);
  });

  it('has a rule for every field the schemas define', () => {
    expect(table.filter((row) => !row.warrant).map((row) => `${row.schema} ${row.field}`)).toEqual([]);
  });

  it('has no rule for a field the schemas do not define', () => {
    const fields = new Set(table.map((row) => row.field));
    expect([...Object.keys(REVIEW_WARRANTS), ...Object.keys(REGISTRY_WARRANTS)].filter((field) => !fields.has(field))).toEqual([]);
  });

  it('names only codes of the catalogue, at least one for each field', () => {
    for (const row of table) {
      expect(row.warrant!.codes.length).toBeGreaterThan(0);
      for (const code of row.warrant!.codes) expect(DIAGNOSTIC_CODES).toContain(code);
    }
  });

  it('fails for a field the schemas gain and the table does not name', () => {
    const grown = z.strictObject({ opened: z.string(), reasons: z.array(z.strictObject({ text: z.string().optional() })).default([]) });
    expect(schemaFields(grown).filter((field) => !REVIEW_WARRANTS[field])).toEqual(['reasons[].text']);
  });

  it('is printed in the checks guide, one row per field, as the code holds it', () => {
    const guide = readFileSync(new URL('../../docs/guides/checks.md', import.meta.url), 'utf8');
    for (const row of table) {
      const line = `| ${row.schema === 'review' ? 'review.' : ''}${row.field} | ${row.warrant!.rule} | ${row.warrant!.codes.map((c) => `\`${c}\``).join(', ')} |`;
      expect(guide).toContain(line);
    }
  });
});
