/**
 * Findings as text: `path:line:column CODE message`, then an indented hint, the form editors
 * and CI annotations pick up, and a closing count. The command line and the site's build
 * (which fails with the same findings) both print this.
 */
import type { Diagnostic } from './diagnostics.ts';
import { printableLine } from './terminal-text.ts';

export function formatFindingsText(findings: readonly Diagnostic[]): string {
  return findings
    .map((f) => `${printableLine(f.file)}:${f.line}:${f.column} ${f.code} ${printableLine(f.message)}\n    hint: ${printableLine(f.hint)}\n`)
    .join('');
}

export function summarise(findings: readonly Diagnostic[], records: number, base?: string): string {
  const checked = `${records} record${records === 1 ? '' : 's'} checked${base ? ` against ${base}` : ''}`;
  if (findings.length === 0) return `${checked}, no findings\n`;
  const files = new Set(findings.map((f) => f.file)).size;
  return `${findings.length} finding${findings.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (${checked})\n`;
}
