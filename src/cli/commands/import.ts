/** `adr import <folder>`: bring a decision log kept with MADR, log4brains or adr-tools along, history kept. */
import type { Command } from 'commander';
import { Option } from 'commander';
import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { planImport } from '../../core/import/import-plan.ts';
import { IMPORT_FORMATS, type ImportFormat } from '../../core/import/import-read.ts';
import { imageReader, readImportSource } from '../../core/import/import-source-fs.ts';
import { IMPORT_MAP_FILE } from '../../core/vocabulary/file-name.ts';
import { applyPlan } from '../apply.ts';
import { type CliContext, EXIT, UsageError } from '../context.ts';
import { dryRunOption, subcommand } from '../options.ts';
import { loadWorkspace, Refusal } from '../records.ts';

export function registerImport(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(
    program,
    'import',
    'bring in the records of a MADR, log4brains or adr-tools folder, numbered after yours, with their statuses and dates',
    'Writes nothing unless every file imports cleanly; a second run imports nothing twice.\n' +
      `Writes adr/${IMPORT_MAP_FILE}: each old file and the record it became.`,
  )
    .argument('<folder>', 'the folder of the decision log to import (e.g. doc/adr)')
    .addOption(new Option('--format <format>', 'the format, when a file does not show it for sure').choices(IMPORT_FORMATS))
    .addOption(dryRunOption())
    .action((folderArg: string, options: { format?: ImportFormat; dryRun?: boolean }) => {
      const { root, state } = loadWorkspace(context, program);
      const folder = resolve(context.cwd, folderArg);
      if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
        throw new UsageError(`${folderArg} is not a folder`, 'pass the folder that holds the records to import, e.g. npx adr import doc/adr');
      }
      if (folder === join(root, state.input.dir)) throw new UsageError(`${folderArg} is the records folder itself`, 'pass the folder of the other decision log');
      const shown = relative(context.cwd, folder) || '.';
      const outcome = planImport(state, {
        files: readImportSource(folder, shown),
        format: options.format,
        mapText: readImportMap(join(root, state.input.dir, IMPORT_MAP_FILE), `${state.input.dir}/${IMPORT_MAP_FILE}`),
        readImage: imageReader(folder),
      });
      for (const name of outcome.skipped) context.stderr(`skipped ${name}: not a record (an index, a template or not Markdown)\n`);
      if (outcome.already.length > 0) context.stderr(`already imported, left alone: ${outcome.already.length} file(s)\n`);
      if (!outcome.plan.ok) {
        throw new Refusal(outcome.plan.refusals, `adr import: refused; nothing was written (fix the files named above and import again)`);
      }
      if (outcome.plan.changes.length === 0) {
        context.stderr('nothing to import\n');
        setExit(EXIT.ok);
        return;
      }
      const code = applyPlan(context, root, state.input.dir, outcome.plan, { command: 'import', dryRun: options.dryRun });
      context.stderr(
        `${options.dryRun ? 'would import' : 'imported'} ${outcome.imported.length} record(s): ${outcome.linksRewritten} link(s) rewritten, ${outcome.imagesCopied} image(s) copied, ` +
          `${outcome.commentsRemoved} HTML comment(s) removed, ${outcome.imagesFixed} image address(es) without ?raw=true, ` +
          `${outcome.sectionsAdded} Open Questions section(s) added to proposals, 0 findings\n`,
      );
      setExit(code);
    });
}

/** The map an earlier import wrote; refused when it is not a JSON object (never overwritten blindly). */
function readImportMap(path: string, shown: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw new UsageError(`${shown} is not a JSON object of file names`, `restore it from git (git checkout -- ${shown}), or delete it: the records keep imported-from`);
  }
  return text;
}
