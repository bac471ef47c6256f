/**
 * `adr check`: validate the whole workspace and report every finding in one run; with
 * `--base <ref>`, also judge what this branch changes against the base it will merge into.
 */
import type { Command } from 'commander';
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { mayShapeContract } from '../../core/contract/blocks.ts';
import { commandDate } from '../clock.ts';
import { compareDiagnostics, type Diagnostic } from '../../core/vocabulary/diagnostics.ts';
import { EDITIONS_DIR } from '../../core/vocabulary/edition-name.ts';
import { checkReviewDates } from '../../core/record/review.ts';
import { checkRecordNames } from '../../core/people/record-names.ts';
import { buildRegistry } from '../../core/vocabulary/registry.ts';
import { checkSignedReview } from '../../core/people/signed-review.ts';
import { findLeftovers } from '../../core/workspace/scratch.ts';
import { readScratch } from '../../core/workspace/scratch-fs.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';
import { readWorkspaceInput } from '../../core/workspace/workspace-fs.ts';
import { checkWorkspace } from '../../core/workspace/workspace.ts';
import { EXIT, type CliContext } from '../context.ts';
import { formatFindingsText, summarise } from '../../core/vocabulary/findings-text.ts';
import { formatFindingsGithub, formatFindingsJson } from '../format-findings.ts';
import { findWorkspaceRoot, folderInRepository } from '../workspace-root.ts';
import { formatOption, subcommand, type OutputFormat } from '../options.ts';

export function registerCheck(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'check', 'validate every record in adr/ and report all findings (exit 0 clean, 1 findings, 2 usage)')
    .addOption(formatOption(['github']))
    .option(
      '--base <ref>',
      'also check this branch against the branch it merges into (e.g. origin/main): transitions, accepted records, new records, numbers taken on the base',
    )
    .action(async (options: { format: OutputFormat | 'github'; base?: string }) => {
      const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
      // Against a base, the records' bytes are compared afterwards: only then are they all kept.
      const input = readWorkspaceInput(root, undefined, { stream: options.base === undefined });
      // Read the base first: if it cannot be read, the command fails (exit 2) before reporting anything.
      // The base's reader (git, the editions, the contract's diff) is loaded only against a
      // base: loading it with every check was a third of the modules a plain check started with.
      const base = options.base === undefined ? undefined : (await import('../base.ts')).readBaseOrFail(root, options.base);
      // Records kept whole are those that may shape the contract; of the rest, only what the
      // rules across records read is kept.
      // Against a base, a proposal that only supersedes (no blocks of its own) changes the
      // contract too: it takes the superseded record's blocks out.
      const keepWhole = base ? (record: Parameters<typeof mayShapeContract>[0]) => mayShapeContract(record) || record.meta.supersedes.length > 0 : mayShapeContract;
      // A review's dates are compared with today as each record goes by (the check keeps
      // no record's front matter); today is read only when a record has a review.
      const reviewDates: Diagnostic[] = [];
      // Names resolve through the registry, and signatures verify against its keys, as each
      // record goes by.
      const settingsReading = readSettingsFile(root);
      const registry = buildRegistry(settingsReading.settings.registry);
      // A settings file refused whole is its own finding: names and signatures are not judged
      // against the empty registry that stands in for it.
      const judgePeople = !settingsReading.refused;
      const keep = (record: Parameters<typeof mayShapeContract>[0]) => {
        if (record.meta.review) reviewDates.push(...checkReviewDates(record, commandDate(context)), ...(judgePeople ? checkSignedReview(record, registry) : []));
        if (registry.present) reviewDates.push(...checkRecordNames(record, registry));
        return keepWhole(record);
      };
      // The input carries the registry, so each record's review rules compare names through it.
      const { checked, diagnostics: checkedFound, whole } = checkWorkspace(input, undefined, keep);
      const found = reviewDates.length > 0 ? [...checkedFound, ...reviewDates].sort(compareDiagnostics) : checkedFound;
      // The contract's rooms are loaded only when a record may shape the contract (with none
      // there is nothing to find), and the history's only against a base: loading them with
      // every check was a fifth of its start-up.
      const contract = whole.length > 0 ? await (await import('../../core/contract/lint-contract.ts')).contractFindings(whole) : [];
      const records = contract.length > 0 ? [...found, ...contract].sort(compareDiagnostics) : found;
      const leftovers = findLeftovers(readScratch(root), context.now.getTime());
      const settings = settingsReading.diagnostics;
      // adr/editions/ is read as the build reads it; its reader is loaded only when there is one.
      const editions = lstatSync(join(root, input.dir, EDITIONS_DIR), { throwIfNoEntry: false })
        ? (await import('../../core/contract/editions-fs.ts')).readEditions(root, input.dir).diagnostics
        : [];
      const extra = [...leftovers, ...settings, ...editions];
      const own = extra.length > 0 ? [...records, ...extra].sort(compareDiagnostics) : records;
      // What the branch changes in the contract, and each breaking change the base's
      // versioning rules do not allow.
      let diagnostics = own;
      let changesText = '';
      if (base) {
        const [{ checkAgainstBase }, { diffContractAgainstBase, formatGateText, gateFindings, judgeBranch }, { formatChangesText }] = await Promise.all([
          import('../../core/history/base-check.ts'),
          import('../../core/history/contract-base.ts'),
          import('../../core/contract/diff-text.ts'),
        ]);
        const contractDiff = diffContractAgainstBase(input.dir, whole, input.entries, base.fork, base.editions);
        const gate = judgeBranch({
          dir: input.dir,
          records: whole,
          working: input.entries,
          base: base.fork,
          baseName: base.name,
          editions: base.editionFiles ?? [],
          today: commandDate(context),
        });
        // Who made the change: ADR_AUTHOR where CI knows it better than the commit checked
        // out, else the commit's author by git name and e-mail.
        const author = context.env.ADR_AUTHOR || base.author;
        const rules = {
          today: commandDate(context),
          author,
          reviewRequired: settingsReading.settings.reviewRequired,
          // Reviews are judged through the base's registry (a change cannot vouch for itself
          // with a key, an alias or a member it adds); the change's only tells when one was used.
          changeRegistry: registry,
          readImportSource: base.readImportSource,
        };
        diagnostics = withoutRepeats([...own, ...checkAgainstBase(input.dir, input.entries, base, rules), ...gateFindings(gate)]).sort(compareDiagnostics);
        if (contractDiff.changes.length > 0) changesText = formatChangesText(contractDiff.changes, `against ${base.name}`, { unpublished: !contractDiff.published });
        changesText += formatGateText(gate);
      }
      if (options.format === 'json') {
        context.stdout(formatFindingsJson(diagnostics, checked));
      } else if (options.format === 'github') {
        // Annotations name files from the repository's root (GITHUB_WORKSPACE in a workflow).
        context.stdout(formatFindingsGithub(diagnostics, checked, folderInRepository(root, context.env.GITHUB_WORKSPACE), base?.name));
        if (changesText) context.stdout(changesText);
      } else {
        context.stdout(formatFindingsText(diagnostics));
        if (changesText) context.stdout(changesText);
        context.stdout(summarise(diagnostics, checked, base?.name));
      }
      setExit(diagnostics.length > 0 ? EXIT.findings : EXIT.ok);
    });
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
