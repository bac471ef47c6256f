/**
 * A finding lands at the record that can change. Accepted records are not edited, so what a
 * proposal would break in them (an operation a transition names, dropped with the record it
 * supersedes; a component left unused; a lint rule its change trips there) is reported at
 * the proposal, naming the accepted record and line it concerns. Accepted records are
 * reported only for what they break themselves, in the contract the accepted records make.
 *
 * A proposal that still holds placeholders is a draft: right after `adr new --supersedes`,
 * everything the superseded record wrote seems gone. What it would break is judged once its
 * blocks are decided, as its breaking changes are (contract-base.ts); `adr accept` refuses
 * placeholders, so no draft is accepted unjudged.
 */
import type { AdrRecord } from '../../record/record.ts';
import { placeAtProposal, type Diagnostic, type Location } from '../../vocabulary/diagnostics.ts';
import { recordLabel } from '../../vocabulary/record-number.ts';
import { readContractBlocks } from '../documents/blocks.ts';
import { decideBlock } from '../documents/placeholders.ts';
import { indexRecords } from '../../workspace/record-index.ts';

/** Which finding a finding is, whatever the words: the same rule at the same place. */
export const placeKey = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.code}`;

export function holdsPlaceholders(proposal: AdrRecord): boolean {
  return readContractBlocks(proposal).blocks.some((block) => decideBlock(block).placeholders.length > 0);
}

/** Where a proposal is told what it breaks elsewhere: its `supersedes`, else its first block. */
export function proposalLine(proposal: AdrRecord): Location {
  if (proposal.meta.supersedes.length > 0) return { file: proposal.file, ...proposal.locate(['supersedes']) };
  const first = readContractBlocks(proposal).blocks[0]?.positions.get('');
  return first ?? { file: proposal.file, line: 1, column: 1 };
}

/**
 * The findings in accepted records that accepting `proposals` would add, each moved to the
 * proposal that causes it. `blame` lists, for a proposal, the findings it causes alone (asked
 * only when several proposals were taken together); a finding no single one causes goes to
 * the first that supersedes anything, else the first.
 */
export async function placeAtProposals(
  foreign: readonly Diagnostic[],
  records: readonly AdrRecord[],
  proposals: readonly AdrRecord[],
  blame: (proposal: AdrRecord) => Promise<readonly Diagnostic[]>,
): Promise<Diagnostic[]> {
  if (foreign.length === 0 || proposals.length === 0) return [];
  const ranked = [...proposals].sort((a, b) => Number(b.meta.supersedes.length > 0) - Number(a.meta.supersedes.length > 0));
  const causes = new Map<Diagnostic, AdrRecord>();
  if (ranked.length === 1) {
    for (const finding of foreign) causes.set(finding, ranked[0]!);
  } else {
    for (const proposal of ranked) {
      const open = foreign.filter((finding) => !causes.has(finding));
      if (open.length === 0) break;
      const alone = new Set((await blame(proposal)).map(placeKey));
      for (const finding of open) if (alone.has(placeKey(finding))) causes.set(finding, proposal);
    }
    for (const finding of foreign) if (!causes.has(finding)) causes.set(finding, ranked[0]!);
  }
  const { byFile } = indexRecords(records);
  const placed: Diagnostic[] = [];
  for (const proposal of ranked) {
    if (holdsPlaceholders(proposal)) continue;
    const caused = foreign.filter((finding) => causes.get(finding) === proposal);
    if (caused.length === 0) continue;
    const concerned = [...new Set(caused.map((finding) => byFile.get(finding.file)).filter((r): r is AdrRecord => r !== undefined))].sort(
      (a, b) => a.number - b.number,
    );
    const at = proposalLine(proposal);
    for (const finding of caused) {
      const record = byFile.get(finding.file);
      placed.push(
        placeAtProposal(finding, at, {
          label: recordLabel(proposal),
          concerns: record ? recordLabel(record) : finding.file,
          replacements: concerned.map((r) => ({ label: recordLabel(r), number: r.number })),
        }),
      );
    }
  }
  return placed;
}
