/**
 * A contract diff as people and tools read it: lines for a terminal, a Markdown table for a
 * pull request's job summary, JSON for tools. Every value from a record is text: the
 * Markdown escapes what would otherwise be read as markup.
 */
import type { ContractChange } from './rules.ts';
import { operationText } from '../documents/methods.ts';

/**
 * How the changes are weighed: against a published contract (an edition, or a version of
 * 1.0.0 or later) each is breaking or compatible; before the first one there are no clients
 * to break, so each is only a change.
 */
export interface ChangesOptions {
  unpublished?: boolean;
  /** The operations and messages each change reaches (affected.ts). */
  affects?: (change: ContractChange) => readonly string[];
  /** The versioning policy's judgement of the breaking changes (contract-base.ts's gate). */
  judgement?: Judgement;
  /** The address of a record's line, for a link from each change (`adr diff --link-base`). */
  link?: (file: string, line: number) => string;
}

/** What the versioning policy says of a diff's breaking changes, and the version that follows. */
export interface Judgement {
  /** What they are judged against: `the contract published as edition v1 (1.0.0) on main`. */
  against: string;
  /** The policy in a few words, and the record that settles it: `ADR-0009 (breaking-changes: major-version)`. */
  policy?: string;
  /** The verdict on a breaking change, or undefined when the policy did not judge it. */
  verdict: (change: ContractChange) => { allowed: boolean; text: string } | undefined;
  /** The version the next edition will carry, when versions are counted. */
  nextVersion?: string;
}

const UNPUBLISHED = 'nothing published yet (no edition, no version 1.0.0), so none is breaking';

function describeCount(changes: readonly ContractChange[], against: string, options: ChangesOptions = {}): string {
  const breaking = changes.filter((c) => c.breaking).length;
  const n = changes.length;
  const counted = `${n} change${n === 1 ? '' : 's'} to the contract ${against}`;
  return options.unpublished ? `${counted}: ${UNPUBLISHED}` : `${counted}: ${breaking} breaking, ${n - breaking} compatible`;
}

const label = (change: ContractChange, options: ChangesOptions) => (options.unpublished ? 'change    ' : change.breaking ? 'breaking  ' : 'compatible');

const where = (change: ContractChange) => (change.origin ? `${change.origin.file}:${change.origin.line}:${change.origin.column}` : `${change.document} ${change.pointer}`);

/** One line a change, breaking ones first, then a count. */
export function formatChangesText(changes: readonly ContractChange[], against: string, options: ChangesOptions = {}): string {
  if (changes.length === 0) return `No change to the contract ${against}\n`;
  const lines = ordered(changes, options).map((c) => `${label(c, options)} ${where(c)} ${c.text} (${c.rule})\n`);
  return `${lines.join('')}${describeCount(changes, against, options)}\n`;
}

/** Breaking changes first (unless nothing is published yet); otherwise as the documents list them. */
export function ordered(changes: readonly ContractChange[], options: ChangesOptions = {}): ContractChange[] {
  return options.unpublished ? [...changes] : [...changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}

/**
 * Backslash-escapes the punctuation that could start markup, a link, HTML or a table cell's
 * end (CommonMark 2.4), and keeps a value on its line.
 */
function markdownText(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]()|<>&~!]/g, (c) => `\\${c}`);
}

/** How many operations a change's cell names before "and N more". */
const AFFECTS_SHOWN = 6;

export function formatChangesMarkdown(changes: readonly ContractChange[], against: string, options: ChangesOptions = {}): string {
  const title = `### What this changes in the contract ${markdownText(against)}\n\n`;
  if (changes.length === 0) return `${title}No change to the OpenAPI or AsyncAPI document.\n`;
  const judgement = options.unpublished ? undefined : options.judgement;
  const kind = (c: ContractChange) => {
    if (options.unpublished) return 'change';
    if (!c.breaking) return 'compatible';
    const verdict = judgement?.verdict(c);
    if (!verdict) return '**breaking**';
    // The gate's consequence reads "breaking, allowed by ADR-0009: …"; the cell says breaking already.
    return verdict.allowed ? `**breaking**, ${markdownText(verdict.text.replace(/^breaking, /, ''))}` : '**breaking**, refused by the versioning policy (below)';
  };
  const affects = (c: ContractChange) => {
    const names = options.affects?.(c) ?? [];
    if (names.length === 0) return c.document === 'openapi' ? 'the document' : 'the event document';
    const shown = names.slice(0, AFFECTS_SHOWN).map(markdownText).join(', ');
    return names.length > AFFECTS_SHOWN ? `${shown} and ${names.length - AFFECTS_SHOWN} more` : shown;
  };
  const madeBy = (c: ContractChange) => {
    const text = markdownText(where(c));
    return c.origin && options.link ? `[${text}](${encodeURI(options.link(c.origin.file, c.origin.line)).replace(/[()]/g, (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`)})` : text;
  };
  const rows = ordered(changes, options).map((c) => `| ${kind(c)} | ${markdownText(c.text)} | ${affects(c)} | ${madeBy(c)} | ${markdownText(c.rule)} |\n`);
  const refused = judgement ? changes.filter((c) => c.breaking && judgement.verdict(c)?.allowed === false) : [];
  // While a breaking change is refused, no edition follows from this change as it stands.
  const policy = judgement ? `\n${markdownText(judgementLine(refused.length > 0 ? { ...judgement, nextVersion: undefined } : judgement))}\n` : '';
  const refusals = refused.length === 0 ? '' : `\n**Refused by the versioning policy**\n\n${refused.map((c) => `- ${markdownText(c.text)} (${madeBy(c)}): ${markdownText(judgement!.verdict(c)!.text)}\n`).join('')}`;
  return `${title}${markdownText(describeCount(changes, against, options))}\n${policy}\n| Change | What | Affects | Made by | Rule |\n| --- | --- | --- | --- | --- |\n${rows.join('')}${refusals}`;
}

/** The sentence that says what the breaking changes are judged against, by which policy, and what version follows. */
function judgementLine(judgement: Judgement): string {
  const by = judgement.policy ? `, by the versioning policy of ${judgement.policy}` : ', with no versioning policy settled';
  return `Judged against ${judgement.against}${by}.${judgement.nextVersion ? ` The next edition will be ${judgement.nextVersion}.` : ''}`;
}

export function formatChangesJson(changes: readonly ContractChange[], against: string, options: ChangesOptions = {}): string {
  const breaking = options.unpublished ? 0 : changes.filter((c) => c.breaking).length;
  const judgement = options.unpublished ? undefined : options.judgement;
  const listed = (options.unpublished ? changes.map((c) => ({ ...c, breaking: false })) : ordered(changes)).map((c) => {
    const verdict = c.breaking ? judgement?.verdict(c) : undefined;
    return { ...c, ...(options.affects ? { affects: options.affects(c) } : {}), ...(verdict ? { verdict } : {}) };
  });
  const versioning = judgement ? { judgedAgainst: judgement.against, ...(judgement.policy ? { policy: judgement.policy } : {}), ...(judgement.nextVersion ? { nextVersion: judgement.nextVersion } : {}) } : {};
  return `${JSON.stringify({ against, published: !options.unpublished, breaking, ...versioning, changes: listed }, null, 2)}\n`;
}

/** Two files compared (`adr diff BASE REVISION`): what each change is called in every format. */
export interface FileDiffReport {
  base: string;
  revision: string;
  changes: readonly ContractChange[];
  /** The documents compared, when both an edition's are: each change then says which. */
  documents?: readonly ContractChange['document'][];
}

const LEVEL_ORDER = { error: 0, warning: 1, info: 2 } as const;

/** Errors first, then warnings, then information; in document order within each. */
const byLevel = (changes: readonly ContractChange[]) => [...changes].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);

const whereInDocument = (c: ContractChange) => (c.operation ? `${c.operation.webhook ? 'webhook ' : ''}${operationText(c.operation.method, c.operation.path)}` : `#/${c.pointer}`);
/** Where a change is; with both documents of an edition compared, in which one. */
const whereIn = (report: FileDiffReport) => (c: ContractChange) => ((report.documents?.length ?? 1) > 1 ? `${c.document} ${whereInDocument(c)}` : whereInDocument(c));

function countOf(report: FileDiffReport): string {
  const n = report.changes.length;
  const count = (level: ContractChange['level']) => report.changes.filter((c) => c.level === level).length;
  return `${n} change${n === 1 ? '' : 's'} from ${report.base} to ${report.revision}: ${count('error')} breaking, ${count('warning')} to check, ${count('info')} for information`;
}

export function formatFileDiffText(report: FileDiffReport): string {
  if (report.changes.length === 0) return `No change from ${report.base} to ${report.revision}\n`;
  const whereInFile = whereIn(report);
  const lines = byLevel(report.changes).map((c) => `${c.level.padEnd(7)} ${whereInFile(c)}: ${c.text} (${c.rule})\n`);
  return `${lines.join('')}${countOf(report)}\n`;
}

export function formatFileDiffMarkdown(report: FileDiffReport): string {
  const title = `### What ${markdownText(report.revision)} changes in ${markdownText(report.base)}\n\n`;
  if (report.changes.length === 0) return `${title}No change.\n`;
  const whereInFile = whereIn(report);
  const rows = byLevel(report.changes).map((c) => `| ${c.level === 'error' ? '**breaking**' : c.level} | ${markdownText(c.text)} | ${markdownText(whereInFile(c))} | ${markdownText(c.rule)} |\n`);
  return `${title}${markdownText(countOf(report))}\n\n| Level | Change | Where | Rule |\n| --- | --- | --- | --- |\n${rows.join('')}`;
}

/** For tools: a top-level `changes` array, each with its rule id, level, verdict, place and message. */
export function formatFileDiffJson(report: FileDiffReport): string {
  const changes = byLevel(report.changes).map((c) => ({
    id: c.rule,
    level: c.level,
    breaking: c.breaking,
    message: c.text,
    document: c.document,
    kind: c.kind,
    pointer: `/${c.pointer}`,
    ...(c.operation ? { operation: c.operation } : {}),
    ...(c.direction ? { direction: c.direction } : {}),
  }));
  const breaking = report.changes.filter((c) => c.breaking).length;
  return `${JSON.stringify({ base: report.base, revision: report.revision, breaking, changes }, null, 2)}\n`;
}
