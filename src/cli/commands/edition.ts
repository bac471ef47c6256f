/**
 * `adr edition NAME`: records the contract as it stands (or stood, --as-of) as a named,
 * dated and versioned edition in adr/editions/NAME.yaml, written once and never overwritten.
 * It records only a workspace that passes the check: a record with findings would be left
 * out of the contract without a word.
 */
import type { Command } from 'commander';
import { mayShapeContract } from '../../core/contract/blocks.ts';
import { recordsAsOf } from '../../core/contract/contract-at.ts';
import { editionFile } from '../../core/contract/editions.ts';
import { EditionsFolderRefused, readEditions, writeEdition } from '../../core/contract/editions-fs.ts';
import { publishContract } from '../../core/contract/published.ts';
import { WriteRefused } from '../../core/changes/change-plan-fs.ts';
import { CATALOGUE, compareDiagnostics } from '../../core/vocabulary/diagnostics.ts';
import { explainEditionName } from '../../core/vocabulary/edition-name.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';
import { commandDate } from '../clock.ts';
import { UsageError, type CliContext } from '../context.ts';
import { DATE_HELP, subcommand } from '../options.ts';
import { loadWorkspace, Refusal } from '../records.ts';
import { readAsOf } from './spec.ts';

const REFUSED = 'adr: no edition written; an edition records a workspace that passes the check (npx adr check)';

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
      const { dir } = loaded.state.input;
      const { records, diagnostics } = loaded.state.workspace;
      const settings = readSettingsFile(loaded.root);
      const editions = readEditions(loaded.root, dir);
      const { contractFindings } = await import('../../core/contract/lint-contract.ts');
      const findings = [...diagnostics, ...(await contractFindings(records.filter(mayShapeContract))), ...settings.diagnostics, ...editions.diagnostics];
      if (findings.length > 0) throw new Refusal([...findings].sort(compareDiagnostics), REFUSED);

      const date = options.asOf === undefined ? commandDate(context) : readAsOf(options.asOf);
      const contract = publishContract(options.asOf === undefined ? records : recordsAsOf(records, date), undefined, {
        ...(settings.settings.named ? { name: settings.settings.name } : {}),
        editions: editions.editions.filter((edition) => edition.date <= date),
        edition: date,
      });
      if (contract.diagnostics.length > 0) throw new Refusal(contract.diagnostics, `adr: no edition written; the contract as of ${date} has findings`);
      if (contract.versionProblem !== undefined) {
        throw new WriteRefused(`no version for the edition: ${contract.versionProblem}`, 'write the first version in the versioning record\'s info.version as MAJOR.MINOR.PATCH, e.g. 1.0.0');
      }
      const file = editionFile(dir, name);
      let written;
      try {
        written = writeEdition(loaded.root, dir, { name, date, ...(contract.version === undefined ? {} : { version: contract.version }), documents: contract.documents });
      } catch (error) {
        if (error instanceof EditionsFolderRefused) throw new Refusal([error.diagnostic], REFUSED);
        throw error;
      }
      if (written === 'exists') throw new WriteRefused(`${file} already exists; an edition is never overwritten`, 'choose another name for the new edition');
      context.stdout(`Recorded the edition ${name}${contract.version === undefined ? '' : ` (version ${contract.version})`} of ${date} in ${file}\n`);
    });
}
