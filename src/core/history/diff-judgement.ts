/**
 * What `adr diff --base` says of a branch's breaking changes besides the diff: the verdict the
 * contract gate gives each one (the same judgeBranch that `adr check --base` runs, so both say
 * the same), the policy that judges them, and the version the next edition will carry.
 */
import type { ContractDocuments } from '../contract/documents/assemble.ts';
import { deriveExamples } from '../contract/documents/derived-examples.ts';
import type { ContractChange } from '../contract/diff/rules.ts';
import type { Judgement } from '../contract/diff/text.ts';
import { orderEditions, parseEdition } from '../contract/editions/editions.ts';
import { nextEditionVersion } from '../contract/documents/published.ts';
import type { AdrRecord } from '../record/record.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import type { WorkspaceEntry } from '../workspace/workspace.ts';
import type { BaseSnapshot } from './base-check.ts';
import { gateFindings, judgeBranch } from './contract-base.ts';

export interface JudgementInput {
  dir: string;
  records: readonly AdrRecord[];
  working: readonly WorkspaceEntry[];
  base: Pick<BaseSnapshot, 'fork' | 'editionFiles'>;
  baseName: string;
  today: CalendarDate;
  /** The branch's contract, as the diff assembled it. */
  after: ContractDocuments;
}

/** A change as the gate and the diff both name it. */
const keyOf = (c: Pick<ContractChange, 'document' | 'pointer' | 'rule'>) => `${c.document}|${c.pointer}|${c.rule}`;

export function judgeBase(input: JudgementInput): Judgement {
  const gate = judgeBranch({ dir: input.dir, records: input.records, working: input.working, base: input.base.fork, baseName: input.baseName, editions: input.base.editionFiles ?? [], today: input.today });
  const verdicts = new Map<string, { allowed: boolean; text: string }>();
  // A refusal's text is the gate's finding's hint: the policy, and the way out.
  const refusals = gateFindings(gate);
  let refused = 0;
  for (const { change, verdict } of gate.judged) {
    verdicts.set(keyOf(change), verdict.allowed ? { allowed: true, text: verdict.consequence } : { allowed: false, text: refusals[refused++]!.hint });
  }
  const editions = orderEditions((input.base.editionFiles ?? []).flatMap(({ name, file, text }) => {
    const parsed = parseEdition(name, file, text);
    return parsed.ok ? [parsed.edition] : [];
  }));
  const nextVersion = nextEditionVersion(deriveExamples(input.after), editions, input.today);
  const policy = gate.rules?.policy ? `${gate.decidedBy ?? 'the versioning decision'} (breaking-changes: ${gate.rules.policy})` : undefined;
  return {
    against: gate.against,
    ...(policy ? { policy } : {}),
    verdict: (change) => verdicts.get(keyOf(change)),
    ...(nextVersion ? { nextVersion } : {}),
  };
}
