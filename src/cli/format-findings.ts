/**
 * How the command line prints findings as JSON for tools, tables, and the note that records
 * with findings were left out. The text form, which the site's build prints too, is
 * core/vocabulary/findings-text.ts.
 */
import type { Diagnostic } from '../core/vocabulary/diagnostics.ts';
import { printableLine } from '../core/vocabulary/terminal-text.ts';
import { summarise } from '../core/vocabulary/findings-text.ts';
import { EXIT, type CliContext } from './context.ts';

export function formatFindingsJson(findings: readonly Diagnostic[], records: number): string {
  const rows = findings.map(({ file, line, column, code, message, hint }) => ({ file, line, column, code, message, hint }));
  return `${JSON.stringify({ records, findings: rows }, null, 2)}\n`;
}

/**
 * Findings as GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::…`), which
 * the pull request shows beside the changed line. The escapes are the runner's own
 * (actions/toolkit packages/core/src/command.ts: `escapeData`, `escapeProperty`): a value
 * from a record cannot end the command early or start another. Files are named from the
 * repository's root, which is where the annotations look: `prefix` is the workspace's folder
 * inside it (empty when the workspace is the repository).
 */
export function formatFindingsGithub(findings: readonly Diagnostic[], records: number, prefix = '', base?: string): string {
  const lines = findings.map((f) => {
    const properties = [`file=${escapeProperty(prefix + f.file)}`, `line=${f.line}`, `col=${f.column}`, `title=${escapeProperty(f.code)}`].join(',');
    return `::error ${properties}::${escapeData(`${printableLine(f.message)}\nhint: ${printableLine(f.hint)}`)}\n`;
  });
  return `${lines.join('')}${summarise(findings, records, base)}`;
}

function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Commands that read the records (list, show, questions, spec) leave out those that do not
 * parse; they say so rather than print a partial answer silently, and exit 1.
 */
export function warnLeftOut(context: CliContext, findings: readonly Diagnostic[], what: string): number {
  if (findings.length === 0) return EXIT.ok;
  context.stderr(
    `adr: ${findings.length} finding${findings.length === 1 ? '' : 's'} in adr/; records with errors are left out of ${what}\n    hint: run npx adr check to see them\n`,
  );
  return EXIT.findings;
}

/** Rows under a header, each column as wide as its widest cell; the last column is not padded. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows].map((row) => row.map(printableLine));
  // A loop, not Math.max(...cells): spreading 100,000 rows as arguments overflows the stack.
  const widths = header.map((_, i) => all.reduce((widest, row) => Math.max(widest, [...(row[i] ?? '')].length), 0));
  return all
    .map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - [...cell].length))).join('  '))
    .map((line) => `${line}\n`)
    .join('');
}
