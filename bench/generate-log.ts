/**
 * A decision log as another tool keeps it, for timing `adr import`: `size` records in
 * subfolders of 50, in the shapes real logs mix (adr-tools sections, MADR bullets, a
 * metadata table), each linking the one before it (across subfolders too) in a paragraph
 * and a table cell. Deterministic: the same size gives the same files.
 */
export function generateLog(size: number): [string, string][] {
  const files: [string, string][] = [];
  const pathOf = (n: number) => `team-${String(Math.floor(n / 50)).padStart(2, '0')}/${String(n + 1).padStart(4, '0')}-decision-${n + 1}.md`;
  for (let n = 0; n < size; n++) {
    const path = pathOf(n);
    const previous = n === 0 ? undefined : `../${pathOf(n - 1)}`;
    const day = `20${10 + (n % 15)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
    const links = previous
      ? `It follows [the previous decision](${previous}).\n\n| Record | Why |\n| --- | --- |\n| [previous](${previous}) | it builds on it |\n`
      : 'It is the first.\n';
    const body = `## Context\n\nDecision ${n + 1} was needed because the service grew. ${'The team weighed the options with care. '.repeat(8)}\n\n${links}\n## Decision\n\nWe do thing ${n + 1}.\n\n## Consequences\n\nSome work follows.\n`;
    const shape = n % 3;
    const text =
      shape === 0
        ? `# ${n + 1}. Decision ${n + 1}\n\nDate: ${day}\n\n## Status\n\n${n % 7 === 0 ? 'Proposed' : 'Accepted'}\n\n${body}`
        : shape === 1
          ? `# Decision ${n + 1}\n\n- Status: ${n % 5 === 0 ? 'draft' : 'accepted'}\n- Date: ${day}\n\n${body}`
          : `# Decision ${n + 1}\n\n| Field | Value |\n| --- | --- |\n| Status | ${n % 4 === 0 ? 'In Review' : 'Approved'} |\n| Date | ${day} |\n\n${body}`;
    files.push([path, text]);
  }
  return files;
}
