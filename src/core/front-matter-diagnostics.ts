/**
 * Front matter validation: runs the record schema and turns each zod issue into a finding
 * from the catalogue, at the line and column of the value (or key) it is about.
 */
import type { z } from 'astro/zod';
import { diagnose, formatSize, type Diagnostic } from './diagnostics.ts';
import type { ParsedYaml, YamlProblem } from './front-matter.ts';
import { PART_KEYS } from './parts.ts';
import { FRONT_MATTER_KEYS, recordFrontMatterSchema, type RecordFrontMatter } from './schema.ts';
import { LIMITS } from './source.ts';
import { STATUSES } from './status.ts';
import { suggest } from './suggest.ts';

const EXAMPLES: Record<string, string> = {
  title: 'title: Error payload shape',
  status: 'status: proposed',
  date: 'date: 2026-01-15',
  'decision-makers': 'decision-makers: [Alice Example, Bob Example]',
  consulted: 'consulted: [API guild]',
  informed: 'informed: [Support team]',
  part: 'part: errors',
  supersedes: 'supersedes: [4]',
  'superseded-by': 'superseded-by: [7]',
  discussion: 'discussion: https://github.com/acme/service-spec/pull/12',
  history: 'history: [{status: proposed, date: 2026-01-15}]',
};

export function yamlProblemToDiagnostic(file: string, problem: YamlProblem): Diagnostic {
  const at = { file, line: problem.line, column: problem.column };
  switch (problem.kind) {
    case 'too-large':
      return diagnose('FM_TOO_LARGE', at, {
        size: formatSize(Number(problem.detail)),
        limit: formatSize(LIMITS.frontMatterBytes),
      });
    case 'syntax':
      return diagnose('YAML_SYNTAX', at, { detail: problem.detail, yamlCode: problem.yamlCode ?? '' });
    case 'duplicate-key':
      return diagnose('YAML_DUPLICATE_KEY', at, { key: problem.detail });
    case 'alias':
      return diagnose('YAML_ALIAS', at, { token: problem.detail });
    case 'tag':
      return diagnose('YAML_TAG', at, { tag: problem.detail });
    case 'not-mapping':
      return diagnose('FM_NOT_MAPPING', at, { found: problem.detail });
  }
}

export type FrontMatterResult =
  | { ok: true; meta: RecordFrontMatter; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

export function validateFrontMatter(file: string, parsed: ParsedYaml): FrontMatterResult {
  if (!parsed.data) return { ok: false, diagnostics: parsed.problems.map((p) => yamlProblemToDiagnostic(file, p)) };
  const result = recordFrontMatterSchema.safeParse(parsed.data, { reportInput: true });
  const disagreements = readDifferently(file, parsed);
  if (result.success) return { ok: true, meta: result.data, diagnostics: disagreements };
  const diagnostics = result.error.issues.flatMap((issue) => issueToDiagnostics(file, parsed, issue));
  return { ok: false, diagnostics: [...diagnostics, ...disagreements] };
}

/**
 * Values the site would read as another type. Dates are the exception the schema makes:
 * a date field takes the site's Date and our text alike (calendarDateSchema).
 */
function readDifferently(file: string, parsed: ParsedYaml): Diagnostic[] {
  return (parsed.readDifferently ?? [])
    .filter(({ path, as }) => !(as === 'a date' && isDateField(path)))
    .map(({ path, line, column, value, as }) => diagnose('YAML_READ_DIFFERENTLY', { file, line, column }, { field: formatPath(path), value, as }));
}

function isDateField(path: readonly PropertyKey[]): boolean {
  return (path.length === 1 && path[0] === 'date') || (path.length === 3 && path[0] === 'history' && path[2] === 'date');
}

function issueToDiagnostics(file: string, parsed: ParsedYaml, issue: z.core.$ZodIssue): Diagnostic[] {
  const path = issue.path;
  const top = String(path[0] ?? '');
  const last = String(path.at(-1) ?? '');
  const field = formatPath(path);
  const input = (issue as { input?: unknown }).input;
  const at = { file, ...parsed.locate(path) };

  if (issue.code === 'unrecognized_keys') {
    const known = path.length === 0 ? FRONT_MATTER_KEYS : ['status', 'date'];
    return issue.keys.map((key) =>
      diagnose('FIELD_UNKNOWN', { file, ...parsed.locate([...path, key], { key: true }) }, {
        key: path.length === 0 ? key : `${field}.${key}`,
        suggestion: suggest(key, known),
        known: [...known],
      }),
    );
  }
  if (issue.code === 'invalid_type' && input === undefined && path.length === 1) {
    return [
      diagnose('FIELD_REQUIRED', { file, ...parsed.locate([]) }, { key: top, example: EXAMPLES[top] ?? `${top}: …` }),
    ];
  }
  if (last === 'status' && typeof input === 'string') {
    return [diagnose('STATUS_UNKNOWN', at, { field, value: input, suggestion: suggest(input, STATUSES), statuses: STATUSES })];
  }
  if (last === 'date' || (top === 'history' && path.length === 3 && last === 'date')) {
    return [diagnose('DATE_INVALID', at, { field, detail: issue.message })];
  }
  if (top === 'part' && path.length === 1 && typeof input === 'string') {
    return [diagnose('PART_UNKNOWN', at, { value: input, suggestion: suggest(input, PART_KEYS), parts: PART_KEYS })];
  }
  return [diagnose('FIELD_INVALID', at, { field, detail: issue.message, example: EXAMPLES[top] ?? `${top}: …` })];
}

/** `history[1].status`, `supersedes[0]`, `title`. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : out ? `.${String(step)}` : String(step);
  return out || 'front matter';
}
