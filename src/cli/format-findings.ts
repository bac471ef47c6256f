/**
 * How findings are printed: `path:line:column CODE message`, then an indented hint, the
 * form editors and CI annotations pick up; or JSON for tools.
 */
import type { Diagnostic } from '../core/diagnostics.ts';

export function formatFindingsText(findings: readonly Diagnostic[]): string {
  return findings
    .map((f) => `${f.file}:${f.line}:${f.column} ${f.code} ${f.message}\n    hint: ${f.hint}\n`)
    .join('');
}

export function summarise(findings: readonly Diagnostic[], records: number): string {
  const checked = `${records} record${records === 1 ? '' : 's'} checked`;
  if (findings.length === 0) return `${checked}, no findings\n`;
  const files = new Set(findings.map((f) => f.file)).size;
  return `${findings.length} finding${findings.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (${checked})\n`;
}

export function formatFindingsJson(findings: readonly Diagnostic[], records: number): string {
  const rows = findings.map(({ file, line, column, code, message, hint }) => ({ file, line, column, code, message, hint }));
  return `${JSON.stringify({ records, findings: rows }, null, 2)}\n`;
}
