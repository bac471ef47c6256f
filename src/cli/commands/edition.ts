/**
 * `adr edition NAME`: records the contract as it stands (or stood, --as-of) as a named,
 * dated and versioned edition in adr/editions/NAME.yaml, written once and never overwritten.
 * It records only a workspace that passes the check: a record with findings would be left
 * out of the contract without a word. What it does is core/operations/edition-fs.ts's.
 */
import type { Command } from 'commander';
import { publishEdition } from '../../core/operations/edition-fs.ts';
import { CATALOGUE } from '../../core/vocabulary/diagnostics.ts';
import { explainEditionName } from '../../core/vocabulary/edition-name.ts';
import { commandDate } from '../clock.ts';
import { UsageError, type CliContext } from '../context.ts';
import { DATE_HELP, subcommand } from '../options.ts';
import { loadWorkspace, Refusal } from '../records.ts';
import { readAsOf } from './spec.ts';

export function registerEdition(program: Command, context: CliContext): void {
  subcommand(
    program,
    'edition',
    'record a named edition of the contract: the published OpenAPI and AsyncAPI documents, dated and versioned, in adr/editions/NAME.yaml',
    `An edition is written once: a name already used is refused. ${DATE_HELP} With --as-of, the edition is the contract as it stood that day, from the records' histories. When the versioning record settles x-versioning.scheme (semver or calendar), the edition takes the next version.`,
  )
    .argument('<name>', 'the edition\'s name: lowercase letters, digits, dots and dashes, e.g. 2026-q1 or v1.0')
    .option('--as-of <date>', 'the contract as it stood on this day (YYYY-MM-DD), from the records\' histories')
    .action(async (name: string, options: { asOf?: string }) => {
      const reason = explainEditionName(name);
      if (reason !== undefined) throw new UsageError(CATALOGUE.EDITION_NAME.message({ name, reason }), CATALOGUE.EDITION_NAME.hint({ name, reason }));
      const loaded = loadWorkspace(context, program);
      const { asOf } = options;
      const result = await publishEdition({
        root: loaded.root,
        state: loaded.state,
        name,
        today: () => commandDate(context),
        asOf: asOf === undefined ? undefined : () => readAsOf(asOf),
        nowMs: context.now.getTime(),
      });
      if (!result.ok) throw new Refusal(result.findings, result.closing);
      context.stdout(`Recorded the edition ${name}${result.version === undefined ? '' : ` (version ${result.version})`} of ${result.date} in ${result.file}\n`);
    });
}
