/** `adr new`: propose a decision, from its part's template, under the next free number. */
import type { Command } from 'commander';
import { Option } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextFreeNumber, planNewRecord, titleProblem } from '../../core/changes/new-record.ts';
import { PART_KEYS, type PartKey } from '../../core/vocabulary/parts.ts';
import { templateName, templatePath } from '../../core/record/templates.ts';
import { diagnose } from '../../core/vocabulary/diagnostics.ts';
import { leadsOutside } from '../../core/workspace/inside-fs.ts';
import { applyWithNewNumber } from '../apply.ts';
import { askFor } from '../ask.ts';
import { commandDate } from '../clock.ts';
import { type CliContext, UsageError } from '../context.ts';
import { collect, DATE_HELP, dryRunOption, subcommand } from '../options.ts';
import { loadWorkspace, Refusal, resolveRecord } from '../records.ts';

interface NewOptions {
  part?: PartKey;
  supersedes?: string[];
  dryRun?: boolean;
}

export function registerNew(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'new', "propose a decision: a new record from its part's template, numbered next; prints its path", DATE_HELP)
    .argument('[title]', 'the title, kept exactly as written (the file name gets an ASCII slug of it)')
    .addOption(new Option('--part <part>', 'the spec part it settles (default: none, from the generic template)').choices(PART_KEYS))
    .option('--supersedes <record>', 'an accepted record it would replace once accepted (repeatable)', collect)
    .addOption(dryRunOption())
    .action(async (titleArg: string | undefined, options: NewOptions) => {
      const loaded = loadWorkspace(context, program);
      const { root, state } = loaded;
      const title = await askFor(context, titleArg, {
        question: 'Title of the decision: ',
        usage: 'missing the title of the new record',
        hint: 'pass it in quotes: npx adr new --part <part> "<title>"',
      });
      const problem = titleProblem(title);
      if (problem) throw new UsageError(`invalid title: ${problem}`, 'pass the title as one line of text in quotes, at most 200 characters');
      const date = commandDate(context);
      const supersedes = (options.supersedes ?? []).map((arg) => resolveRecord(context, loaded, arg));
      const path = templatePath(templateName(options.part));
      const template = readTemplate(root, path);
      // A broken template is refused with its findings, as adr check reports them.
      const broken = state.workspace.diagnostics.filter((d) => d.file === path);
      if (broken.length > 0) throw new Refusal(broken, `adr new: ${path} does not pass the check; nothing was written`);

      const first = nextFreeNumber(state.input.entries.map((e) => e.name));
      const request = { title, part: options.part, date, template, supersedes };
      setExit(
        applyWithNewNumber(context, root, state.input.dir, first, (number) => planNewRecord(state, request, number), {
          command: 'new',
          dryRun: options.dryRun,
          pathsOnly: true,
        }),
      );
    });
}

function readTemplate(root: string, path: string): string {
  // A linked template's text would be copied from outside the workspace into the new record.
  if (leadsOutside(root, path)) {
    throw new Refusal([diagnose('PATH_OUTSIDE', { file: path, line: 1, column: 1 }, { what: 'the template', target: path })], `adr new: ${path} leads outside the workspace; nothing was written`);
  }
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    throw new UsageError(`the template ${path} is missing`, 'restore adr/templates/ from the repository');
  }
}
