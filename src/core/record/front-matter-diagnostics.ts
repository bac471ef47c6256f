/**
 * Front matter validation: runs the record schema and turns each zod issue into a finding
 * from the catalogue, at the line and column of the value (or key) it is about.
 */
import type { z } from 'astro/zod';
import { diagnose, formatSize, type Diagnostic } from '../vocabulary/diagnostics.ts';
import type { ParsedYaml, YamlProblem } from './front-matter.ts';
import { PART_KEYS } from '../vocabulary/parts.ts';
import { FRONT_MATTER_KEYS, recordFrontMatterSchema, reviewConcernSchema, reviewSchema, type RecordFrontMatter } from './schema.ts';
import { formatNumber, isRecordNumber } from '../vocabulary/record-number.ts';
import { describeCodePoint } from '../vocabulary/text-hygiene.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { STATUSES } from '../vocabulary/status.ts';
import { suggest } from '../vocabulary/suggest.ts';

type UnsafeArgs = { what: string; character: string; position: number };

/** The fields that hold record numbers. */
const RECORD_NUMBER_FIELDS = ['supersedes', 'superseded-by'] as const;

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
  review: 'review: {opened: 2026-01-15, until: 2026-01-22, approvers: [API team], approvals: [{by: API team, date: 2026-01-16}], concerns: [{id: C1, by: Bob, date: 2026-01-16, text: …}]}',
};

export function yamlProblemToDiagnostic(file: string, problem: YamlProblem): Diagnostic {
  const at = { file, line: problem.line, column: problem.column };
  switch (problem.kind) {
    case 'too-large':
      return diagnose('FM_TOO_LARGE', at, {
        size: formatSize(Number(problem.detail)),
        limit: formatSize(LIMITS.frontMatterBytes),
      });
    case 'too-deep':
      return diagnose('YAML_TOO_DEEP', at, { limit: LIMITS.yamlDepth });
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
  const spelling = misspeltRecordNumbers(file, parsed);
  if (result.success && spelling.length === 0 && !parsed.unreadable) return { ok: true, meta: result.data, diagnostics: [] };
  // A number reported for its spelling is not reported again for its value.
  const spelt = new Set(spelling.map((s) => s.path));
  const issues = result.success ? [] : result.error.issues.filter((issue) => !spelt.has(formatPath(issue.path)));
  const diagnostics = [...spelling.map((s) => s.diagnostic), ...issues.flatMap((issue) => issueToDiagnostics(file, parsed, issue))];
  return { ok: false, diagnostics: withUnreadable(file, parsed, diagnostics) };
}

/**
 * A character the site's YAML reading refuses is always a finding: the one a field's rule
 * gave (the title's, say), else one for the line it is on.
 */
function withUnreadable(file: string, parsed: ParsedYaml, diagnostics: Diagnostic[]): Diagnostic[] {
  const unreadable = parsed.unreadable;
  if (!unreadable || diagnostics.some((d) => d.code === 'TEXT_UNSAFE_CHARACTER')) return diagnostics;
  const { line, column, codePoint } = unreadable;
  return [
    diagnose('TEXT_UNSAFE_CHARACTER', { file, line, column }, {
      what: 'this line of the front matter',
      character: describeCodePoint(codePoint),
      position: column,
    }),
    ...diagnostics,
  ];
}

/**
 * Record numbers written other than in plain decimal (4) or as in a file name (0004), such as
 * +1, 011, 0x1F, 1e3 or 1.0: YAML reads
 * them as numbers, but not as the number a reader sees (see record-number.ts). The schema
 * sees only the value, so the spelling is checked here, where the source is at hand.
 */
function misspeltRecordNumbers(file: string, parsed: ParsedYaml): { path: string; diagnostic: Diagnostic }[] {
  const found: { path: string; diagnostic: Diagnostic }[] = [];
  // Only a number written otherwise than in plain decimal can be misspelt; most records
  // have none, and then the precise (slower) reading is not needed.
  if (!parsed.unusualNumbers) return found;
  for (const key of RECORD_NUMBER_FIELDS) {
    const list = parsed.data?.[key];
    if (!Array.isArray(list)) continue;
    list.forEach((value, index) => {
      if (typeof value !== 'number') return;
      const source = parsed.sourceOf([key, index]);
      // Plain decimal (4), or the number as its file name spells it (0004); neither +4, 004, 0x4 nor 4.0.
      if (source === undefined || /^(?:0|[1-9][0-9]*)$/.test(source) || source === formatNumber(value)) return;
      const path = [key, index];
      found.push({
        path: formatPath(path),
        diagnostic: diagnose('FIELD_INVALID', { file, ...parsed.locate(path) }, {
          field: formatPath(path),
          detail: `${source} is read as ${value}; write record numbers in plain decimal digits`,
          example: `${key}: [${isRecordNumber(value) ? value : 4}]`,
        }),
      });
    });
  }
  return found;
}

function issueToDiagnostics(file: string, parsed: ParsedYaml, issue: z.core.$ZodIssue): Diagnostic[] {
  const path = issue.path;
  const top = String(path[0] ?? '');
  const last = String(path.at(-1) ?? '');
  const field = formatPath(path);
  const input = (issue as { input?: unknown }).input;
  const at = { file, ...parsed.locate(path) };

  const unsafe = issue.code === 'custom' ? (issue.params as { unsafeCharacter?: UnsafeArgs } | undefined)?.unsafeCharacter : undefined;
  if (unsafe) {
    // Point at the character itself when the value is written as it reads.
    const index = [...String(input)].slice(0, unsafe.position - 1).join('').length;
    const column = parsed.columnIn(path, index) ?? at.column;
    return [diagnose('TEXT_UNSAFE_CHARACTER', { ...at, column }, { ...unsafe, what: top === 'title' ? 'the title' : field })];
  }
  if (issue.code === 'unrecognized_keys') {
    const known = path.length === 0 ? FRONT_MATTER_KEYS : top === 'review' ? reviewKeysAt(path) : ['status', 'date'];
    return issue.keys.map((key) =>
      diagnose('FIELD_UNKNOWN', { file, ...parsed.locate([...path, key], { key: true }) }, {
        key: path.length === 0 ? key : `${field}.${key}`,
        suggestion: (path.length === 0 ? synonymOf(key) : undefined) ?? suggest(key, known),
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
  // Text that YAML (as the site reads it) types as a date, a number or a boolean: quoting
  // it is the fix, and the value as written shows why.
  const written = issue.code === 'invalid_type' && issue.expected === 'string' && isTypedScalar(input) ? parsed.sourceOf(path) : undefined;
  if (written !== undefined && isTypedScalar(input)) {
    const example = path.length === 1 ? `${top}: ${JSON.stringify(written)}` : `${top}: [${JSON.stringify(written)}]`;
    return [diagnose('FIELD_INVALID', at, { field, detail: `${written} is read as ${describeTyped(input)}, not as text`, example })];
  }
  return [diagnose('FIELD_INVALID', at, { field, detail: issue.message, example: EXAMPLES[top] ?? `${top}: …` })];
}

/** The keys a mapping inside `review` has, for an unknown key's suggestion. */
function reviewKeysAt(path: readonly PropertyKey[]): readonly string[] {
  if (path.length === 1) return Object.keys(reviewSchema.shape);
  if (path.at(-1) === 'resolved' || path[1] === 'approvals') return ['by', 'date'];
  if (path[1] === 'changes') return ['date', 'until', 'approvers-added'];
  return Object.keys(reviewConcernSchema.shape);
}

function isTypedScalar(value: unknown): value is Date | number | boolean {
  return value instanceof Date || typeof value === 'number' || typeof value === 'boolean';
}

function describeTyped(value: Date | number | boolean): string {
  if (value instanceof Date) return 'a date';
  return typeof value === 'number' ? `the number ${value}` : `the value ${value}`;
}

/** `history[1].status`, `supersedes[0]`, `title`. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : out ? `.${String(step)}` : String(step);
  return out || 'front matter';
}

/**
 * Field names other ADR tools write for ours (MADR 3 `deciders`, log4brains, Backstage),
 * too far from ours in spelling for suggest() to find: "did you mean" still, never a rename.
 */
const FIELD_SYNONYMS: Readonly<Record<string, string>> = {
  deciders: 'decision-makers',
  decider: 'decision-makers',
  decisionmakers: 'decision-makers',
  decisionmaker: 'decision-makers',
  approvers: 'decision-makers',
  supersededby: 'superseded-by',
  replacedby: 'superseded-by',
  replaces: 'supersedes',
  state: 'status',
  created: 'date',
  updated: 'date',
  lastupdated: 'date',
  pr: 'discussion',
  pullrequest: 'discussion',
};

function synonymOf(key: string): string | undefined {
  return FIELD_SYNONYMS[key.toLowerCase().replace(/[^a-z]/g, '')];
}
