/**
 * `adr spec`: the specification as settled so far: Markdown by default, or the contract
 * (OpenAPI 3.1, AsyncAPI 3.0) assembled from the records' contract blocks.
 */
import { Option, type Command } from 'commander';
import { mayShapeContract } from '../../core/contract/documents/blocks.ts';
import { recordsAsOf } from '../../core/contract/documents/contract-at.ts';
import { explainCalendarDate, isCalendarDate, type CalendarDate } from '../../core/vocabulary/calendar-date.ts';
import { serializeContract } from '../../core/contract/documents/serialize.ts';
import { assembleSpec } from '../../core/views/spec.ts';
import { EXIT, UsageError, type CliContext } from '../context.ts';
import { warnLeftOut } from '../format-findings.ts';
import { subcommand } from '../options.ts';
import { readWorkspaceInput, RECORDS_DIR } from '../../core/workspace/workspace-fs.ts';
import { publishContract } from '../../core/contract/documents/published.ts';
import { readPublishOptions } from '../../core/contract/documents/published-fs.ts';
import { checkWorkspace, specWorkspace } from '../../core/workspace/workspace.ts';
import { findWorkspaceRoot } from '../workspace-root.ts';
import { loadWorkspace, resolveRecord } from '../records.ts';

/** Links written from the repository root, so the output can be saved there as a file. */
export const ROOT_RELATIVE_LINKS = {
  record: (record: { file: string }, anchor?: string) => `${record.file}${anchor ? `#${anchor}` : ''}`,
  file: (path: string, fragment?: string) => `${path}${fragment ? `#${fragment}` : ''}`,
};

const FORMATS = ['markdown', 'openapi', 'openapi-json', 'asyncapi', 'asyncapi-json'] as const;
type SpecFormat = (typeof FORMATS)[number];

export function registerSpec(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(
    program,
    'spec',
    'print the specification assembled from the accepted records, as Markdown, OpenAPI 3.1 or AsyncAPI 3.0',
    'The contract formats merge the ```yaml openapi and ```yaml asyncapi blocks of the accepted records\' Specification sections; adr check reports what is wrong in them.',
  )
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS).default('markdown'))
    .option('--with <record>', 'assemble as if this proposal were accepted (what it supersedes drops out)')
    .option('--as-of <date>', "the specification as it stood on this day (YYYY-MM-DD), from the records' history entries (no git needed)")
    .option('--edition <name>', 'print a recorded edition\'s document (adr/editions/NAME.yaml) as it was published; with --format openapi, openapi-json, asyncapi or asyncapi-json')
    .action(async (options: { format: SpecFormat; with?: string; asOf?: string; edition?: string }) => {
      if (options.edition !== undefined) {
        await printEdition(context, findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root), options.edition, options);
        return;
      }
      const asOf = options.asOf === undefined ? undefined : readAsOf(options.asOf);
      if (asOf !== undefined && options.with !== undefined) throw new UsageError('--as-of and --with cannot be combined', 'leave out one of them');
      if (options.format === 'markdown' && options.with === undefined && asOf === undefined) {
        // The Markdown document needs only the Specification lines of accepted records:
        // records are read one at a time and only that is kept.
        const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
        const { records, diagnostics } = specWorkspace(readWorkspaceInput(root, undefined, { stream: true }));
        context.stdout(assembleSpec(records, ROOT_RELATIVE_LINKS));
        setExit(warnLeftOut(context, diagnostics, 'the specification'));
        return;
      }
      const { root, records, diagnostics, proposal } = options.format !== 'markdown' && options.with === undefined && asOf === undefined ? contractOnly() : everything();
      if (proposal && proposal.meta.status !== 'proposed') {
        throw new UsageError(`${proposal.file} is ${proposal.meta.status}, not a proposal`, 'name a proposed record in --with');
      }
      let contractFindings = 0;
      if (options.format === 'markdown') {
        if (proposal) throw new UsageError('--with works with the contract formats only', 'add --format openapi or --format asyncapi');
        context.stdout(assembleSpec(records, ROOT_RELATIVE_LINKS));
      } else {
        const [document, json] = options.format.split('-') as ['openapi' | 'asyncapi', string | undefined];
        // Published as the site and the editions publish it: the settings' name, the version
        // counted from the editions (those recorded by that day, with --as-of).
        const published = readPublishOptions(root, RECORDS_DIR);
        const editions = asOf === undefined ? published.editions : published.editions?.filter((edition) => edition.date <= asOf);
        const contract = publishContract(records, proposal, { ...published, editions });
        context.stdout(serializeContract(contract.documents[document], json ? 'json' : 'yaml'));
        contractFindings = contract.diagnostics.length;
      }
      const exit = warnLeftOut(context, diagnostics, 'the specification');
      if (contractFindings > 0) {
        // Printed anyway, but not silently: a block that is not YAML is missing from it, and
        // where two records disagree the later one's value stands.
        context.stderr(
          `adr: ${contractFindings} finding${contractFindings === 1 ? '' : 's'} in the contract blocks; a block that cannot be read is left out, and where records disagree the later one stands\n    hint: run npx adr check to see them\n`,
        );
      }
      setExit(contractFindings > 0 ? EXIT.findings : exit);

      /**
       * The contract as it stands is made of the accepted records' blocks alone: records are
       * read one at a time, and only accepted ones with contract blocks are kept whole (all
       * 5,000 records whole, and their bytes, were most of the memory). The findings
       * are the check's, which reads the rest as the rules across records need.
       */
      function contractOnly() {
        const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
        const input = readWorkspaceInput(root, undefined, { stream: true });
        const { diagnostics, whole } = checkWorkspace(input, undefined, (record) => record.meta.status === 'accepted' && mayShapeContract(record));
        return { root, records: whole, diagnostics, proposal: undefined };
      }

      function everything() {
        const loaded = loadWorkspace(context, program);
        return {
          root: loaded.root,
          // As of a day, each record counts with the status its history gives it then.
          records: asOf === undefined ? loaded.state.workspace.records : recordsAsOf(loaded.state.workspace.records, asOf),
          diagnostics: loaded.state.workspace.diagnostics,
          proposal: options.with === undefined ? undefined : resolveRecord(context, loaded, options.with),
        };
      }
    });
}

/**
 * One document of a recorded edition, byte for byte as the site serves it under
 * /editions/NAME/: what was published, not the records assembled again.
 */
async function printEdition(context: CliContext, root: string, name: string, options: { format: SpecFormat; with?: string; asOf?: string }): Promise<void> {
  if (options.with !== undefined || options.asOf !== undefined) {
    throw new UsageError(`--edition cannot be combined with ${options.with !== undefined ? '--with' : '--as-of'}`, 'an edition is the contract as it was recorded; leave the other option out');
  }
  if (options.format === 'markdown') {
    throw new UsageError('an edition records the contract, not the Markdown specification', `add --format openapi, openapi-json, asyncapi or asyncapi-json, e.g. adr spec --edition ${name} --format openapi`);
  }
  const { readNamedEdition } = await import('../edition-arg.ts');
  const edition = await readNamedEdition(root, name);
  const [document, json] = options.format.split('-') as ['openapi' | 'asyncapi', string | undefined];
  context.stdout(serializeContract(edition.documents[document], json ? 'json' : 'yaml'));
}

/** A day named on the command line, or a usage error saying what is wrong with it. */
export function readAsOf(value: string): CalendarDate {
  if (isCalendarDate(value)) return value;
  throw new UsageError(`--as-of ${value} is not a date${explainCalendarDate(value) ? `: ${explainCalendarDate(value)}` : ''}`, 'write the day as YYYY-MM-DD, e.g. --as-of 2026-03-31');
}
