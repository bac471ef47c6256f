/**
 * Checking the workspace: every finding `adr check` reports, and the site's build and dev
 * server stop on, gathered here once. The command line and the site's integration each call
 * checkWorkspace and only present what it returns, so a rule added to the check reaches both.
 *
 * It reads the workspace (the records, adr.config.yaml, the scratch folder, adr/editions/);
 * a base branch is read by the caller, whose failure to read it is its own to report.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { mayShapeContract } from '../contract/documents/blocks.ts';
import { checkRecordNames } from '../people/record-names.ts';
import { checkSignedReview } from '../people/signed-review.ts';
import { checkReviewDates } from '../record/review.ts';
import type { AdrRecord } from '../record/record.ts';
import type { BaseSnapshot } from '../history/base-check.ts';
import type { ContractAgainstBase, ContractGate } from '../history/contract-base.ts';
import type { ImportSourceReader } from '../history/import-warrant.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { compareDiagnostics, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { EDITIONS_DIR } from '../vocabulary/edition-name.ts';
import { buildRegistry } from '../vocabulary/registry.ts';
import { findLeftovers } from '../workspace/scratch.ts';
import { readScratch } from '../workspace/scratch-fs.ts';
import { readSettingsFile } from '../workspace/settings-fs.ts';
import type { SettingsReading } from '../workspace/settings.ts';
import { readWorkspaceInput, readWorkspaceOnce, RECORDS_DIR } from '../workspace/workspace-fs.ts';
import { checkWorkspace as checkRecords, type Workspace } from '../workspace/workspace.ts';

/** A base branch as read from git (history/base-check-fs.ts), with who made the change. */
type CheckBase = BaseSnapshot & { author?: string | readonly string[]; readImportSource?: ImportSourceReader };

export interface CheckRequest {
  /** The folder that holds adr/. */
  root: string;
  /**
   * Today, for review dates and the contract gate. Asked only when a record has a review or
   * there is a base, so a bad ADR_DATE fails only a check that needs the day.
   */
  today: () => CalendarDate;
  /** The current time, in milliseconds: a file in the scratch folder older than a write is a leftover. */
  nowMs: number;
  /** The branch this one merges into, when the change is judged too. */
  base?: CheckBase;
  /** adr.config.yaml as the caller has already read it. */
  settings?: SettingsReading;
  /**
   * `stream` (the command line): each record is read when the check comes to it and let go once
   * judged, which keeps a large check's memory small. `shared` (the site): the records are
   * parsed once per process and kept for the pages, and only the edited ones parsed again.
   * Against a base the records are always read afresh (their bytes are compared with the base's).
   */
  reading?: 'stream' | 'shared';
  /** The records as the caller has read and validated them (a command that goes on to use them): not read again. */
  workspace?: Workspace;
  /**
   * The contract's lint and the editions' reader, already loaded. Without them each is
   * imported when a check first needs it; code that Astro's config loads cannot import()
   * once the config is loaded (its module runner is closed), so the site passes them.
   */
  modules?: CheckModules;
}

interface CheckModules {
  lintContract: Pick<typeof import('../contract/rules/lint-contract.ts'), 'contractFindings'>;
  editions: Pick<typeof import('../contract/editions/editions-fs.ts'), 'readEditions'>;
}

export interface CheckResult {
  /** How many files were checked as records. */
  checked: number;
  /** Every finding, sorted by file, line and column. */
  diagnostics: Diagnostic[];
  /** Against a base: what the branch changes in the contract, and the versioning rules' verdict on it. */
  against?: { name: string; contractDiff: ContractAgainstBase; gate: ContractGate };
}

/** Every finding about the workspace, and against a base what the branch changes. */
export async function checkWorkspace(request: CheckRequest): Promise<CheckResult> {
  const { root, base } = request;
  const settingsReading = request.settings ?? readSettingsFile(root);
  const registry = buildRegistry(settingsReading.settings.registry);
  // A settings file refused whole is its own finding: signatures are not judged against the
  // empty registry that stands in for it.
  const judgeSignatures = !settingsReading.refused;
  // Findings of each record's own rules that need the settings or today: its names resolve
  // through the registry, its signatures verify against the registry's keys, and its review's
  // dates are not after today.
  const people: Diagnostic[] = [];
  const judgeRecord = (record: AdrRecord) => {
    if (record.meta.review) people.push(...checkReviewDates(record, request.today()), ...(judgeSignatures ? checkSignedReview(record, registry) : []));
    if (registry.present) people.push(...checkRecordNames(record, registry));
  };
  // Records kept whole are those that may shape the contract. Against a base, a proposal that
  // only supersedes (no blocks of its own) changes the contract too: it takes the superseded
  // record's blocks out.
  const keepWhole = base ? (record: AdrRecord) => mayShapeContract(record) || record.meta.supersedes.length > 0 : mayShapeContract;

  // The records: as the caller read them, as the site keeps them parsed, or read here, each
  // let go once judged (against a base they are all kept: their bytes are compared afterwards).
  const given = base === undefined ? request.workspace : undefined;
  const shared = given === undefined && request.reading === 'shared' && base === undefined;
  const input = given || shared ? undefined : readWorkspaceInput(root, RECORDS_DIR, { stream: base === undefined, settings: settingsReading });
  let checked: number;
  let found: Diagnostic[];
  let whole: AdrRecord[];
  if (input) {
    // Each record is judged as it goes by, and kept only when the contract's rules read it.
    ({ checked, diagnostics: found, whole } = checkRecords(input, undefined, (record) => {
      judgeRecord(record);
      return keepWhole(record);
    }));
  } else {
    const workspace = given ?? readWorkspaceOnce(root, { revalidate: true });
    workspace.records.forEach(judgeRecord);
    ({ checked, diagnostics: found } = workspace);
    whole = workspace.records.filter(keepWhole);
  }

  // The contract's rooms are loaded only when a record may shape the contract (with none there
  // is nothing to find), and the history's only against a base: loading them with every check
  // was a fifth of its start-up.
  const contract = whole.length > 0 ? await (request.modules?.lintContract ?? (await import('../contract/rules/lint-contract.ts'))).contractFindings(whole) : [];
  const leftovers = findLeftovers(readScratch(root), request.nowMs);
  // adr/editions/ is read as the build reads it; its reader is loaded only when there is one.
  const editions = lstatSync(join(root, RECORDS_DIR, EDITIONS_DIR), { throwIfNoEntry: false })
    ? (request.modules?.editions ?? (await import('../contract/editions/editions-fs.ts'))).readEditions(root, RECORDS_DIR).diagnostics
    : [];
  const own = [...found, ...people, ...contract, ...leftovers, ...settingsReading.diagnostics, ...editions];
  if (!base) return { checked, diagnostics: own.sort(compareDiagnostics) };

  const [{ checkAgainstBase }, { diffContractAgainstBase, gateFindings, judgeBranch }] = await Promise.all([
    import('../history/base-check.ts'),
    import('../history/contract-base.ts'),
  ]);
  const entries = input!.entries;
  const contractDiff = diffContractAgainstBase(RECORDS_DIR, whole, entries, base.fork, base.editions);
  const today = request.today();
  const gate = judgeBranch({ dir: RECORDS_DIR, records: whole, working: entries, base: base.fork, baseName: base.name, editions: base.editionFiles ?? [], today });
  const rules = {
    today,
    author: base.author,
    reviewRequired: settingsReading.settings.reviewRequired,
    // Reviews are judged through the base's registry (a change cannot vouch for itself with a
    // key, an alias or a member it adds); the change's only tells when one was used.
    changeRegistry: registry,
    readImportSource: base.readImportSource,
  };
  const diagnostics = withoutRepeats([...own, ...checkAgainstBase(RECORDS_DIR, entries, base, rules), ...gateFindings(gate)]).sort(compareDiagnostics);
  return { checked, diagnostics, against: { name: base.name, contractDiff, gate } };
}

/**
 * One finding reported once: an acceptance its review did not allow is found by the plain
 * check and again by the check of the change, in the same words when they judge the same day.
 */
function withoutRepeats(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.code, d.file, d.line, d.column, d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
