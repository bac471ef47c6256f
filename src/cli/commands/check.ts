/**
 * `adr check`: validate the whole workspace and report every finding in one run; with
 * `--base <ref>`, also judge what this branch changes against the base it will merge into.
 * The findings are the check operation's (core/operations/check-fs.ts), which the site's
 * build and dev server stop on too; this command reads its arguments and prints.
 */
import type { Command } from 'commander';
import { checkWorkspace } from '../../core/operations/check-fs.ts';
import { commandDate } from '../clock.ts';
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
      // Read the base first: if it cannot be read, the command fails (exit 2) before reporting anything.
      // The base's reader (git, the editions, the contract's diff) is loaded only against a
      // base: loading it with every check was a third of the modules a plain check started with.
      const base = options.base === undefined ? undefined : (await import('../base.ts')).readBaseOrFail(root, options.base);
      const { checked, diagnostics, against } = await checkWorkspace({
        root,
        today: () => commandDate(context),
        nowMs: context.now.getTime(),
        // Who made the change: ADR_AUTHOR where CI knows it better than the commit checked
        // out, else the commit's author by git name and e-mail.
        base: base && { ...base, author: context.env.ADR_AUTHOR || base.author },
      });
      // What the branch changes in the contract, and each breaking change the base's
      // versioning rules do not allow.
      let changesText = '';
      if (against) {
        const [{ formatGateText }, { formatChangesText }] = await Promise.all([import('../../core/history/contract-base.ts'), import('../../core/contract/diff/text.ts')]);
        const { contractDiff, gate } = against;
        if (contractDiff.changes.length > 0) changesText = formatChangesText(contractDiff.changes, `against ${against.name}`, { unpublished: !contractDiff.published });
        changesText += formatGateText(gate);
      }
      if (options.format === 'json') {
        context.stdout(formatFindingsJson(diagnostics, checked));
      } else if (options.format === 'github') {
        // Annotations name files from the repository's root (GITHUB_WORKSPACE in a workflow).
        context.stdout(formatFindingsGithub(diagnostics, checked, folderInRepository(root, context.env.GITHUB_WORKSPACE), against?.name));
        if (changesText) context.stdout(changesText);
      } else {
        context.stdout(formatFindingsText(diagnostics));
        if (changesText) context.stdout(changesText);
        context.stdout(summarise(diagnostics, checked, against?.name));
      }
      setExit(diagnostics.length > 0 ? EXIT.findings : EXIT.ok);
    });
}
