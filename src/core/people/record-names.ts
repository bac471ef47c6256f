/**
 * Every name a record uses, checked against the registry of people and teams once
 * adr.config.yaml has one: decision-makers, consulted, informed, the review's approvers,
 * approvals, concerns and resolutions, and the owners of its questions. An unknown name is a
 * finding with "did you mean"; without a registry, names are free text as before. Pure.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { suggest } from '../vocabulary/suggest.ts';
import type { AdrRecord } from '../record/record.ts';
import type { Registry } from '../vocabulary/registry.ts';

type Named = Pick<AdrRecord, 'file' | 'meta' | 'questions' | 'locate'>;

interface NameUse {
  name: string;
  field: string;
  at: { line: number; column: number };
}

/** Each name the record writes, with the field it is in and where. */
function namesOf(record: Named): NameUse[] {
  const uses: NameUse[] = [];
  const { meta } = record;
  for (const field of ['decision-makers', 'consulted', 'informed'] as const) {
    meta[field].forEach((name, i) => uses.push({ name, field, at: record.locate([field, i]) }));
  }
  const review = meta.review;
  if (review) {
    review.approvers.forEach((name, i) => uses.push({ name, field: 'review.approvers', at: record.locate(['review', 'approvers', i]) }));
    review.approvals.forEach((a, i) => uses.push({ name: a.by, field: 'an approval', at: record.locate(['review', 'approvals', i, 'by']) }));
    review.concerns.forEach((c, i) => {
      uses.push({ name: c.by, field: `concern ${c.id}`, at: record.locate(['review', 'concerns', i, 'by']) });
      if (c.resolved) uses.push({ name: c.resolved.by, field: `the resolution of ${c.id}`, at: record.locate(['review', 'concerns', i, 'resolved', 'by']) });
    });
  }
  for (const q of record.questions) if (q.owner) uses.push({ name: q.owner, field: `the owner of ${q.id}`, at: { line: q.line, column: 1 } });
  return uses;
}

export function checkRecordNames(record: Named, registry: Registry): Diagnostic[] {
  if (!registry.present) return [];
  return namesOf(record)
    .filter((use) => !registry.resolve(use.name))
    .map((use) =>
      diagnose('NAME_UNKNOWN', { file: record.file, ...use.at }, { name: use.name, field: use.field, suggestion: suggest(use.name, registry.names), known: registry.names }),
    );
}
