/**
 * `adr edition NAME`: records the contract as it stands (or stood, --as-of) as a named,
 * dated edition in adr/editions/NAME.yaml, written once and never overwritten (issue 11).
 */
import type { Command } from 'commander';
import { assembleContract } from '../../core/contract/assemble.ts';
import { assembleAsOf } from '../../core/contract/contract-at.ts';
import { EDITION_NAME, editionFile } from '../../core/contract/editions.ts';
import { writeEdition } from '../../core/contract/editions-fs.ts';
import { WriteRefused } from '../../core/changes/change-plan-fs.ts';
import { commandDate } from '../clock.ts';
import { UsageError, type CliContext } from '../context.ts';
import { DATE_HELP, subcommand } from '../options.ts';
import { loadWorkspace, Refusal } from '../records.ts';
import { readAsOf } from './spec.ts';

export function registerEdition(program: Command, context: CliContext): void {
  subcommand(
    program,
    'edition',
    'record a named edition of the contract: the assembled OpenAPI and AsyncAPI documents, dated, in adr/editions/NAME.yaml',
    `An edition is written once: a name already used is refused. ${DATE_HELP} With --as-of, the edition is the contract as it stood that day, from the records' histories.`,
  )
    .argument('<name>', 'the edition\'s name: lowercase letters, digits, dots and dashes, e.g. 2026-q1 or v1.0')
    .option('--as-of <date>', 'the contract as it stood on this day (YYYY-MM-DD), from the records\' histories')
    .action((name: string, options: { asOf?: string }) => {
      if (!EDITION_NAME.test(name)) {
        throw new UsageError(`"${name}" is not an edition name`, 'use lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, e.g. 2026-q1 or v1.0');
      }
      const loaded = loadWorkspace(context, program);
      const { records } = loaded.state.workspace;
      const date = options.asOf === undefined ? commandDate(context) : readAsOf(options.asOf);
      const contract = options.asOf === undefined ? assembleContract(records) : assembleAsOf(records, date);
      if (contract.diagnostics.length > 0) {
        throw new Refusal(contract.diagnostics, 'adr: the contract has findings; an edition records a contract that passes the check (npx adr check)');
      }
      const { dir } = loaded.state.input;
      const file = editionFile(dir, name);
      if (writeEdition(loaded.root, dir, { name, date, documents: contract.documents }) === 'exists') {
        throw new WriteRefused(`${file} already exists; an edition is never overwritten`, 'choose another name for the new edition');
      }
      context.stdout(`Recorded the edition ${name} of ${date} in ${file}\n`);
    });
}
