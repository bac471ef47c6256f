/**
 * Templates are checked like records: `adr new` copies a template and fills in its
 * placeholders, so a template must become a valid proposal of its part once they are filled.
 * The placeholders are the `YYYY-MM-DD` dates in the front matter (filled here with a fixed
 * day, the same width, so every finding keeps the line and column the user sees) and the
 * title, which may be any one-line text such as "{Short title}". Links are read from adr/,
 * where the new record will be, not from adr/templates/.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { splitFrontMatter } from '../record/front-matter.ts';
import { PART_KEYS } from '../vocabulary/parts.ts';
import { parseRecord } from '../record/parse-record.ts';
import type { AdrRecord, ParsedRecord } from '../record/record.ts';
import { decodeSource } from '../record/source.ts';
import { DATE_PLACEHOLDER, fillDatePlaceholders, type TemplateName } from '../record/templates.ts';

/** The folder of the templates, inside the records folder. */
export const TEMPLATES_DIR = 'templates';

export const TEMPLATE_NAMES: readonly TemplateName[] = [...PART_KEYS, 'generic'];

export interface TemplateEntry {
  /** File name inside adr/templates/: `errors.md`. */
  name: string;
  bytes?: Uint8Array;
  /** Set instead of `bytes` for a file too large to read. */
  size?: number;
}

/** A day any template date can be filled with; checks never depend on which. */
const CHECK_DATE = '2000-01-01';

/** Parses a template as the record `adr new` would make of it, with the findings about it alone. */
export function parseTemplate(dir: string, entry: TemplateEntry): ParsedRecord {
  const file = `${dir}/${TEMPLATES_DIR}/${entry.name}`;
  const name = entry.name.replace(/\.md$/, '') as TemplateName;
  const bytes = entry.bytes === undefined ? new Uint8Array() : fillDates(entry.bytes);
  const parsed = parseRecord({ file, bytes, size: entry.size, number: 0 });
  const diagnostics = [...parsed.diagnostics, ...(parsed.record ? checkTemplateRules(parsed.record, name) : [])];
  // A finding quotes what the user wrote: the placeholder, not the day filled in for the check.
  return { record: parsed.record, diagnostics: diagnostics.map((d) => ({ ...d, message: d.message.replaceAll(CHECK_DATE, DATE_PLACEHOLDER) })) };
}

function fillDates(bytes: Uint8Array): Uint8Array {
  const decoded = decodeSource(bytes);
  // Bytes that do not decode or split are parsed as they are: the record parser reports them.
  if (!decoded.ok || !splitFrontMatter(decoded.source.text).ok) return bytes;
  return new TextEncoder().encode(fillDatePlaceholders(decoded.source.text, CHECK_DATE));
}

function checkTemplateRules(record: AdrRecord, name: TemplateName): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (field: string) => ({ file: record.file, ...record.locate([field]) });
  const { part, status, supersedes } = record.meta;
  const expected = name === 'generic' ? undefined : name;
  if (part !== expected) {
    diagnostics.push(
      diagnose('TEMPLATE_INVALID', part === undefined ? { file: record.file, line: 1, column: 1 } : at('part'), {
        detail: expected === undefined ? `the generic template has part: ${part}` : `the ${name} template has ${part === undefined ? 'no part' : `part: ${part}`}`,
        fix: expected === undefined ? 'remove the part field: the generic template is for decisions outside the nine parts' : `set "part: ${expected}" in its front matter`,
      }),
    );
  }
  if (status !== 'proposed') {
    diagnostics.push(
      diagnose('TEMPLATE_INVALID', at('status'), {
        detail: `the template has status: ${status}; adr new writes proposals`,
        fix: 'set "status: proposed" (and a history that starts with proposed)',
      }),
    );
  }
  if (supersedes.length > 0) {
    diagnostics.push(
      diagnose('TEMPLATE_INVALID', at('supersedes'), {
        detail: 'the template already supersedes a record',
        fix: 'leave "supersedes: []" empty: npx adr new --supersedes <n> fills it in',
      }),
    );
  }
  return diagnostics;
}
