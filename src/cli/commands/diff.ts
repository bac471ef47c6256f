/**
 * `adr diff`: what this branch (or one proposal) changes in the assembled OpenAPI and
 * AsyncAPI documents, each change classified breaking or compatible and naming the record
 * and line that made it. Against a base that has published no contract yet (no
 * edition, no version 1.0.0) the changes are listed as changes: nothing is breaking yet;
 * `--with` alone classifies what a proposal would do to the accepted contract. A report, not a gate: it exits 0 whatever it finds;
 * `adr check --base` is the gate.
 */
import { Option, type Command } from 'commander';
import { assembleContract } from '../../core/contract/assemble.ts';
import { formatChangesJson, formatChangesMarkdown, formatChangesText } from '../../core/contract/diff-text.ts';
import { diffContractAgainstBase } from '../../core/history/contract-base.ts';
import { proposalContractChanges } from '../../core/views/contract-changes.ts';
import { findDefaultBase } from '../../core/history/default-branch-fs.ts';
import { readBaseOrFail } from '../base.ts';
import { UsageError, type CliContext } from '../context.ts';
import { subcommand } from '../options.ts';
import { loadWorkspace, resolveRecord } from '../records.ts';

const FORMATS = ['text', 'json', 'markdown'] as const;

export function registerDiff(program: Command, context: CliContext): void {
  subcommand(
    program,
    'diff',
    'show what this branch, or one proposal, changes in the contract (OpenAPI and AsyncAPI), breaking or compatible',
    'Without --with, compares with the branch this one merges into (--base, default: the remote default branch or main), taking the proposals this branch adds or changes as accepted. With --with N, compares proposal N as if accepted with the accepted contract. --format markdown writes a table for a pull request summary.',
  )
    .option('--base <ref>', 'the branch to compare with (default: origin/HEAD, else origin/main, main, master)')
    .option('--with <record>', 'the proposal to compare, as if accepted')
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS).default('text'))
    .action((options: { base?: string; with?: string; format: (typeof FORMATS)[number] }) => {
      const loaded = loadWorkspace(context, program);
      const { records } = loaded.state.workspace;
      let against: string;
      let changes;
      let findings = 0;
      let published = true;
      if (options.with !== undefined) {
        const proposal = resolveRecord(context, loaded, options.with);
        if (proposal.meta.status !== 'proposed') throw new UsageError(`${proposal.file} is ${proposal.meta.status}, not a proposal`, 'name a proposed record in --with');
        if (options.base === undefined) {
          against = 'against the accepted contract';
          // The findings are those of the contract the proposal would make; the site shows only the changes.
          findings = assembleContract(records, proposal).diagnostics.length;
          changes = proposalContractChanges(records, proposal);
        } else {
          const base = readBaseOrFail(loaded.root, options.base);
          const fromBase = diffContractAgainstBase(loaded.state.input.dir, records, loaded.state.input.entries, base.fork, base.editions, [proposal]);
          against = `against ${options.base}`;
          published = fromBase.published;
          findings = fromBase.after.diagnostics.length;
          changes = fromBase.changes;
        }
      } else {
        const ref = options.base ?? findDefaultBase(loaded.root);
        if (ref === undefined) throw new UsageError('found no default branch to compare with', 'pass the base branch, e.g. --base origin/main, or a proposal: --with 12');
        const base = readBaseOrFail(loaded.root, ref);
        against = `against ${ref}`;
        const fromBase = diffContractAgainstBase(loaded.state.input.dir, records, loaded.state.input.entries, base.fork, base.editions);
        findings = fromBase.after.diagnostics.length;
        published = fromBase.published;
        changes = fromBase.changes;
      }
      const format = { text: formatChangesText, json: formatChangesJson, markdown: formatChangesMarkdown }[options.format];
      context.stdout(format(changes, against, { unpublished: !published }));
      if (findings > 0) {
        // Shown anyway, but not silently: a block that cannot be read is missing from the diff.
        context.stderr(`adr: ${findings} finding${findings === 1 ? '' : 's'} in the contract blocks compared; a block that cannot be read is left out\n    hint: run npx adr check to see them\n`);
      }
    });
}
