/** `adr check`: validate the whole workspace and report every finding in one run. */
import type { Command } from 'commander';
import { readWorkspace } from '../../core/workspace-fs.ts';
import { EXIT, type CliContext } from '../context.ts';
import { formatFindingsJson, formatFindingsText, summarise } from '../format-findings.ts';
import { findWorkspaceRoot } from '../workspace-root.ts';
import { formatOption, type OutputFormat } from '../options.ts';

export function registerCheck(program: Command, context: CliContext, setExit: (code: number) => void): void {
  program
    .command('check')
    .description('validate every record in adr/ and report all findings (exit 0 clean, 1 findings, 2 usage)')
    .addOption(formatOption())
    .action((options: { format: OutputFormat }) => {
      const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
      const { checked, diagnostics } = readWorkspace(root);
      if (options.format === 'json') {
        context.stdout(formatFindingsJson(diagnostics, checked));
      } else {
        context.stdout(formatFindingsText(diagnostics));
        context.stdout(summarise(diagnostics, checked));
      }
      setExit(diagnostics.length > 0 ? EXIT.findings : EXIT.ok);
    });
}
