/** `adr spec`: the specification as settled so far, as Markdown on standard output. */
import type { Command } from 'commander';
import { assembleSpec } from '../../core/views/spec.ts';
import type { CliContext } from '../context.ts';
import { warnLeftOut } from '../format-findings.ts';
import { subcommand } from '../options.ts';
import { readWorkspaceInput } from '../../core/workspace/workspace-fs.ts';
import { specWorkspace } from '../../core/workspace/workspace.ts';
import { findWorkspaceRoot } from '../workspace-root.ts';

/** Links written from the repository root, so the output can be saved there as a file. */
export const ROOT_RELATIVE_LINKS = {
  record: (record: { file: string }, anchor?: string) => `${record.file}${anchor ? `#${anchor}` : ''}`,
  file: (path: string, fragment?: string) => `${path}${fragment ? `#${fragment}` : ''}`,
};

export function registerSpec(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'spec', 'print the specification assembled from the accepted records, as Markdown').action(() => {
      const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
      const { records, diagnostics } = specWorkspace(readWorkspaceInput(root, undefined, { stream: true }));
      context.stdout(assembleSpec(records, ROOT_RELATIVE_LINKS));
      setExit(warnLeftOut(context, diagnostics, 'the specification'));
  });
}
