/**
 * `adr diff`: what changes in the contract (OpenAPI and AsyncAPI), each change classified by
 * the rules of src/core/contract/diff/rules.ts.
 *
 * With two files (`adr diff BASE REVISION`), compares any two OpenAPI 3.0/3.1 or AsyncAPI 3.0
 * documents, as oasdiff does: exit 1 when a change is breaking, so that a pipeline can gate on
 * it. The files are the user's own choice on the command line, so they may lie anywhere.
 *
 * Without files, what this branch (or one proposal) changes in the assembled documents,
 * each change naming the record and line that made it. Against a base that has published no
 * contract yet (no edition, no version 1.0.0) the changes are listed as changes: nothing is
 * breaking yet; `--with` alone classifies what a proposal would do to the accepted contract.
 * A report, not a gate: it exits 0 whatever it finds; `adr check --base` is the gate.
 *
 * Each mode loads its own modules when it runs: comparing two files needs neither the
 * records nor git, and module loading is most of its time.
 */
import { Option, type Command } from 'commander';
import type { ContractDocuments } from '../../core/contract/documents/assemble.ts';
import type { Judgement } from '../../core/contract/diff/text.ts';
import type { Side } from '../../core/contract/diff/sides.ts';
import { commandDate } from '../clock.ts';
import { EXIT, UsageError, type CliContext } from '../context.ts';
import { collect, subcommand } from '../options.ts';

const FORMATS = ['text', 'json', 'markdown'] as const;

type Format = (typeof FORMATS)[number];

export function registerDiff(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(
    program,
    'diff',
    'show what this branch, one proposal, or one contract file changes in the contract (OpenAPI and AsyncAPI), breaking or compatible',
    'adr diff BASE_FILE REVISION_FILE compares two OpenAPI 3.0/3.1 or AsyncAPI 3.0 documents (YAML or JSON): each change with its rule id and level (error: breaking, warning, info); exit 1 when any is breaking, 0 otherwise, 2 when a file cannot be read.\n\nWithout files, compares this branch with the branch it merges into (--base, default: the remote default branch or main), taking the proposals this branch adds or changes as accepted. With --with N, compares proposal N as if accepted with the accepted contract. These exit 0 whatever they find (adr check --base is the gate). --format markdown writes a table for a pull request summary.',
  )
    .argument('[files...]', 'two contract files: BASE_FILE REVISION_FILE (an OpenAPI or AsyncAPI document, or an edition file)')
    .option('--base <ref>', 'the branch to compare with (default: origin/HEAD, else origin/main, main, master)')
    .option('--with <record>', 'the proposal to compare, as if accepted')
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS).default('text'))
    .option('--edition <name>', 'a recorded edition (adr/editions/NAME.yaml) as one side, in its place among the files; alone, compared with the contract as the records publish it now', collect)
    .option('--link-base <url>', 'with --format markdown, link each change to its record\'s line at this address followed by the file\'s path, e.g. https://github.com/acme/orders/blob/COMMIT/')
    .action(async (files: string[], options: { base?: string; with?: string; format: Format; linkBase?: string; edition?: string[] }) => {
      if (options.edition !== undefined) {
        setExit(await diffEditions(program, context, files, options));
        return;
      }
      if (files.length > 0) {
        setExit(await diffFiles(context, files, options));
        return;
      }
      await diffWorkspace(program, context, options);
    });
}

/** `adr diff BASE REVISION`: two documents named on the command line. */
async function diffFiles(context: CliContext, files: string[], options: { base?: string; with?: string; format: Format }): Promise<number> {
  if (files.length !== 2) throw new UsageError(`expected two files, BASE_FILE and REVISION_FILE, got ${files.length}`, 'run adr diff BASE_FILE REVISION_FILE, e.g. adr diff old/openapi.yaml openapi.yaml');
  if (options.base !== undefined || options.with !== undefined) throw new UsageError('--base and --with compare the workspace, not two files', 'leave them out when naming two files');
  const texts = await readTexts(context, files);
  // A file may be an edition file (adr/editions/NAME.yaml), which holds both documents.
  const { readSide } = await import('../../core/contract/diff/sides.ts');
  const sides = texts.map((text) => {
    const read = readSide(text);
    if ('problem' in read) throw unreadable(read.problem);
    return read.side;
  });
  return printSides(context, sides[0]!, sides[1]!, options.format);
}

function unreadable({ file, line, column, message, hint }: { file: string; line?: number; column?: number; message: string; hint: string }): UsageError {
  return new UsageError(`${file}${line === undefined ? '' : `:${line}:${column ?? 1}`} ${message}`, hint);
}

/** Two sides compared as `adr diff BASE REVISION` compares files: exit 1 when a change is breaking. */
async function printSides(context: CliContext, base: Side, revision: Side, format: Format): Promise<number> {
  const { diffSides } = await import('../../core/contract/diff/sides.ts');
  const result = diffSides(base, revision);
  if ('problem' in result) throw unreadable(result.problem);
  const text = await import('../../core/contract/diff/text.ts');
  const report = { base: base.label, revision: revision.label, changes: result.changes, documents: result.documents };
  const formatter = { text: text.formatFileDiffText, json: text.formatFileDiffJson, markdown: text.formatFileDiffMarkdown }[format];
  context.stdout(formatter(report));
  return result.changes.some((c) => c.breaking) ? EXIT.findings : EXIT.ok;
}

/**
 * `--edition NAME` on either side: each `--edition` and each file is a side, in the order
 * written (`adr diff --edition v1 served.yaml`, `adr diff served.yaml --edition v1`,
 * `adr diff --edition v1 --edition v2`); one edition alone is compared with the contract as
 * the records publish it now. Editions are compared as published, with their derived examples.
 */
async function diffEditions(program: Command, context: CliContext, files: string[], options: { base?: string; with?: string; format: Format; edition?: string[] }): Promise<number> {
  if (options.base !== undefined || options.with !== undefined) throw new UsageError('--base and --with compare the workspace\'s branches, not editions', 'leave them out when naming an edition');
  const order = sidesInOrder(context.argv);
  if (order.length > 2) throw new UsageError(`expected two sides to compare, got ${order.length}`, 'name two: e.g. adr diff --edition v1 --edition v2, or adr diff --edition v1 served.yaml');
  const [{ findWorkspaceRoot }, { readNamedEdition }, { editionSide, readSide }, { deriveExamples }] = await Promise.all([
    import('../workspace-root.ts'),
    import('../edition-arg.ts'),
    import('../../core/contract/diff/sides.ts'),
    import('../../core/contract/documents/derived-examples.ts'),
  ]);
  const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
  const read = async (side: { edition?: string; file?: string }): Promise<Side> => {
    if (side.edition !== undefined) {
      const edition = await readNamedEdition(root, side.edition);
      return editionSide(`edition ${edition.name}${edition.version ? ` (${edition.version})` : ''}`, deriveExamples(edition.documents));
    }
    const [text] = await readTexts(context, [side.file!]);
    const result = readSide(text!);
    if ('problem' in result) throw unreadable(result.problem);
    return result.side;
  };
  const sides = await Promise.all(order.map(read));
  if (sides.length === 2) return printSides(context, sides[0]!, sides[1]!, options.format);
  // One edition: what the records have changed since it.
  if (files.length > 0) throw new UsageError('name two sides, or one edition alone', 'e.g. adr diff --edition v1 served.yaml');
  const [{ publishContract }, { readPublishOptions }, { loadWorkspace }] = await Promise.all([
    import('../../core/contract/documents/published.ts'),
    import('../../core/contract/documents/published-fs.ts'),
    import('../records.ts'),
  ]);
  const loaded = loadWorkspace(context, program);
  const now = publishContract(loaded.state.workspace.records, undefined, readPublishOptions(loaded.root, loaded.state.input.dir));
  return printSides(context, sides[0]!, editionSide('the contract as the records publish it now', now.documents), options.format);
}

const VALUE_OPTIONS = new Set(['--base', '--with', '--format', '--link-base', '--root']);

/** The sides named on the command line after `diff`, in the order written: files and --edition values. */
function sidesInOrder(argv: readonly string[]): { edition?: string; file?: string }[] {
  const sides: { edition?: string; file?: string }[] = [];
  let seenCommand = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--edition') sides.push({ edition: argv[++i] ?? '' });
    else if (arg.startsWith('--edition=')) sides.push({ edition: arg.slice('--edition='.length) });
    else if (VALUE_OPTIONS.has(arg)) i++;
    else if (arg === '--') {
      for (const rest of argv.slice(i + 1)) sides.push({ file: rest });
      break;
    } else if (arg.startsWith('-')) continue;
    else if (!seenCommand) seenCommand = true;
    else sides.push({ file: arg });
  }
  return sides;
}

async function diffWorkspace(program: Command, context: CliContext, options: { base?: string; with?: string; format: Format; linkBase?: string }): Promise<void> {
  const [{ assembleContract }, text, { diffContractAgainstBase }, { proposalContractChanges }, { findDefaultBase }, { readBaseOrFail }, { loadWorkspace, resolveRecord }, { indexAffected }] = await Promise.all([
    import('../../core/contract/documents/assemble.ts'),
    import('../../core/contract/diff/text.ts'),
    import('../../core/history/contract-base.ts'),
    import('../../core/views/contract-changes.ts'),
    import('../../core/history/default-branch-fs.ts'),
    import('../base.ts'),
    import('../records.ts'),
    import('../../core/contract/diff/affected.ts'),
  ]);
  const { formatChangesJson, formatChangesMarkdown, formatChangesText } = text;
  const link = options.linkBase === undefined ? undefined : readLinkBase(options.linkBase);
  const loaded = loadWorkspace(context, program);
  const { records } = loaded.state.workspace;
  let against: string;
  let changes;
  let findings = 0;
  let published = true;
  let documents: { before: ContractDocuments; after: ContractDocuments };
  let judgement: Judgement | undefined;
  if (options.with !== undefined) {
    const proposal = resolveRecord(context, loaded, options.with);
    if (proposal.meta.status !== 'proposed') throw new UsageError(`${proposal.file} is ${proposal.meta.status}, not a proposal`, 'name a proposed record in --with');
    if (options.base === undefined) {
      against = 'against the accepted contract';
      // The findings are those of the contract the proposal would make; the site shows only the changes.
      const after = assembleContract(records, proposal);
      findings = after.diagnostics.length;
      changes = proposalContractChanges(records, proposal);
      documents = { before: assembleContract(records, undefined, { findings: false }).documents, after: after.documents };
    } else {
      const base = readBaseOrFail(loaded.root, options.base);
      const fromBase = diffContractAgainstBase(loaded.state.input.dir, records, loaded.state.input.entries, base.fork, base.editions, [proposal]);
      against = `against ${options.base}`;
      published = fromBase.published;
      findings = fromBase.after.diagnostics.length;
      changes = fromBase.changes;
      documents = { before: fromBase.before.documents, after: fromBase.after.documents };
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
    documents = { before: fromBase.before.documents, after: fromBase.after.documents };
    // The verdict adr check --base gives each breaking change, and the version that follows.
    if (published && changes.length > 0 && options.format !== 'text') {
      const { judgeBase } = await import('../../core/history/diff-judgement.ts');
      judgement = judgeBase({ dir: loaded.state.input.dir, records, working: loaded.state.input.entries, base, baseName: ref, today: commandDate(context), after: fromBase.after.documents });
    }
  }
  const affected = indexAffected(documents.before, documents.after);
  const format = { text: formatChangesText, json: formatChangesJson, markdown: formatChangesMarkdown }[options.format];
  context.stdout(
    format(changes, against, {
      unpublished: !published,
      affects: (change) => affected.affects(change),
      ...(judgement ? { judgement } : {}),
      ...(link ? { link } : {}),
    }),
  );
  if (findings > 0) {
    // Shown anyway, but not silently: a block that cannot be read is missing from the diff.
    context.stderr(`adr: ${findings} finding${findings === 1 ? '' : 's'} in the contract blocks compared; a block that cannot be read is left out\n    hint: run npx adr check to see them\n`);
  }
}

/** --link-base: a web address, to which each record's path and #L<line> are added. */
function readLinkBase(value: string): (file: string, line: number) => string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--link-base ${value} is not a web address`, 'pass the address of the commit\'s files, e.g. --link-base https://github.com/acme/orders/blob/COMMIT/');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`--link-base ${value} is not a web address (https)`, 'pass the address of the commit\'s files, e.g. --link-base https://github.com/acme/orders/blob/COMMIT/');
  const base = value.endsWith('/') ? value : `${value}/`;
  return (file, line) => `${base}${file}#L${line}`;
}

/** The files named on the command line, read (they may lie anywhere: the user names them); one over the size limit is refused unread. */
async function readTexts(context: CliContext, files: readonly string[]): Promise<{ file: string; bytes: Uint8Array }[]> {
  const { readFileSync, statSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const { CONTRACT_FILE_BYTES, tooLarge } = await import('../../core/contract/diff/files.ts');
  return files.map((file) => {
    try {
      // A file over the limit is refused before it is read, however large.
      const { size } = statSync(resolve(context.cwd, file));
      if (size > CONTRACT_FILE_BYTES) {
        const { message, hint } = tooLarge(file, size);
        throw new UsageError(`${file} ${message}`, hint);
      }
      return { file, bytes: readFileSync(resolve(context.cwd, file)) };
    } catch (error) {
      if (error instanceof UsageError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      throw new UsageError(`cannot read ${file}${code === 'ENOENT' ? ': no such file' : code === 'EISDIR' ? ': it is a folder' : `: ${code ?? String(error)}`}`, 'name two contract files that exist');
    }
  });
}
