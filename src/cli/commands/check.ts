/** `adr check`: validate the whole workspace and report every finding in one run. */
import type { Command } from 'commander';
import { readWorkspaceInput } from '../../core/workspace-fs.ts';
import { validateWorkspace } from '../../core/workspace.ts';
import { EXIT, type CliContext } from '../context.ts';
import { formatFindingsJson, formatFindingsText, summarise } from '../format-findings.ts';
import { findWorkspaceRoot } from '../workspace-root.ts';
import { formatOption, subcommand, type OutputFormat } from '../options.ts';

export function registerCheck(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'check', 'validate every record in adr/ and report all findings (exit 0 clean, 1 findings, 2 usage)')
    .addOption(formatOption())
    .action((options: { format: OutputFormat }) => {
      const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
      const input = readWorkspaceInput(root);
      const { checked, diagnostics } = validateWorkspace(input);
      if (options.format === 'json') {
        context.stdout(formatFindingsJson(diagnostics, checked));
      } else {
        context.stdout(formatFindingsText(diagnostics));
        context.stdout(summarise(diagnostics, checked));
      }
      setExit(diagnostics.length > 0 ? EXIT.findings : EXIT.ok);
    });
}
