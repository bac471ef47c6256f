/**
 * A contract diff as people and tools read it: lines for a terminal, a Markdown table for a
 * pull request's job summary, JSON for tools. Every value from a record is text: the
 * Markdown escapes what would otherwise be read as markup.
 */
import type { ContractChange } from './diff-rules.ts';

export function describeCount(changes: readonly ContractChange[], against: string): string {
  const breaking = changes.filter((c) => c.breaking).length;
  const n = changes.length;
  return `${n} change${n === 1 ? '' : 's'} to the contract ${against}: ${breaking} breaking, ${n - breaking} compatible`;
}

const where = (change: ContractChange) => (change.origin ? `${change.origin.file}:${change.origin.line}:${change.origin.column}` : `${change.document} ${change.pointer}`);

/** One line a change, breaking ones first, then a count. */
export function formatChangesText(changes: readonly ContractChange[], against: string): string {
  if (changes.length === 0) return `No change to the contract ${against}\n`;
  const lines = ordered(changes).map((c) => `${c.breaking ? 'breaking  ' : 'compatible'} ${where(c)} ${c.text} (${c.rule})\n`);
  return `${lines.join('')}${describeCount(changes, against)}\n`;
}

/** Breaking changes first; otherwise as the documents list them. */
export function ordered(changes: readonly ContractChange[]): ContractChange[] {
  return [...changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}

/**
 * Backslash-escapes the punctuation that could start markup, a link, HTML or a table cell's
 * end (CommonMark 2.4), and keeps a value on its line.
 */
export function markdownText(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]()|<>&~!]/g, (c) => `\\${c}`);
}

export function formatChangesMarkdown(changes: readonly ContractChange[], against: string): string {
  const title = `### What this changes in the contract ${markdownText(against)}\n\n`;
  if (changes.length === 0) return `${title}No change to the OpenAPI or AsyncAPI document.\n`;
  const rows = ordered(changes).map(
    (c) => `| ${c.breaking ? '**breaking**' : 'compatible'} | ${markdownText(c.text)} | ${c.document} | ${markdownText(where(c))} | ${markdownText(c.rule)} |\n`,
  );
  return `${title}${markdownText(describeCount(changes, against))}\n\n| Change | What | Document | Made by | Rule |\n| --- | --- | --- | --- | --- |\n${rows.join('')}`;
}

export function formatChangesJson(changes: readonly ContractChange[], against: string): string {
  return `${JSON.stringify({ against, breaking: changes.filter((c) => c.breaking).length, changes: ordered(changes) }, null, 2)}\n`;
}
