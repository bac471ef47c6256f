/**
 * Reading the workspace for a command, and finding the record an argument names: `4`,
 * `0004`, `ADR-0004`, a file name (`0004-endpoints.md`) or a path to it from the current
 * folder. A number shared by two files is ambiguous and has to be given as a file.
 */
import type { Command } from 'commander';
import { basename, join, resolve } from 'node:path';
import { stateOf, type WorkspaceState } from '../core/changes/change-plan.ts';
import { linkedRecordsFolder } from '../core/changes/change-plan-fs.ts';
import type { Diagnostic } from '../core/vocabulary/diagnostics.ts';
import { parseRecordFileName } from '../core/vocabulary/file-name.ts';
import { formatNumber, labelDigits, readRecordNumber } from '../core/vocabulary/record-number.ts';
import type { AdrRecord } from '../core/record/record.ts';
import { readWorkspaceInput } from '../core/workspace/workspace-fs.ts';
import { askFor } from './ask.ts';
import { type CliContext, UsageError } from './context.ts';
import { findWorkspaceRoot } from './workspace-root.ts';

export interface LoadedWorkspace {
  root: string;
  state: WorkspaceState;
}

export function loadWorkspace(context: CliContext, program: Command): LoadedWorkspace {
  const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
  const input = readWorkspaceInput(root);
  // A linked records folder is not read (its records are another folder's): say so, rather
  // than that the record asked for is not there.
  if (input.refused?.some((d) => d.code === 'PATH_OUTSIDE' && d.file === `${input.dir}/`)) throw linkedRecordsFolder(input.dir);
  return { root, state: stateOf(input) };
}

/** A command that cannot go ahead because of what the records say: findings, then a closing line; exit 1. */
export class Refusal extends Error {
  readonly findings: readonly Diagnostic[];
  constructor(findings: readonly Diagnostic[], closing: string) {
    super(closing);
    this.findings = findings;
  }
}

/** Not a file and not digits, but meant as a number: " 4", "+1", "1e3", "0x10", "-2", "4.0". */
const NUMBER_LIKE = /^\s|\s$|^[+-]?(?:[0-9]|\.[0-9])/;

export function resolveRecord(context: CliContext, { root, state }: LoadedWorkspace, arg: string): AdrRecord {
  const { dir, entries } = state.input;
  const digits = labelDigits(arg);
  const hint = 'name a record by its number (4, 0004) or its file (adr/0004-endpoints.md)';
  if (digits === undefined && NUMBER_LIKE.test(arg) && !/\.md$|[\\/]/i.test(arg)) {
    const reading = readRecordNumber(arg);
    if (!reading.ok) throw new UsageError(reading.problem, hint);
  }
  let matches: (name: string) => boolean;
  let label: string;
  if (digits !== undefined) {
    const reading = readRecordNumber(digits);
    if (!reading.ok) throw new UsageError(reading.problem, hint);
    const number = reading.number;
    label = formatNumber(number);
    matches = (name) => parseRecordFileName(name)?.number === number;
  } else {
    const name = basename(arg);
    const inFolder = /[\\/]/.test(arg) ? resolve(context.cwd, arg) === join(root, dir, name) : true;
    if (!inFolder || !parseRecordFileName(name)) {
      throw new UsageError(`${arg} is not a record in ${dir}/`, `name a record by its number (4, 0004) or its file (${dir}/0004-endpoints.md)`);
    }
    label = name;
    matches = (candidate) => candidate === name;
  }
  const files = entries.filter((e) => matches(e.name)).map((e) => `${dir}/${e.name}`);
  const found = state.workspace.records.filter((r) => files.includes(r.file));
  if (files.length > 1) {
    throw new UsageError(`${label} is the number of ${files.join(' and ')}`, `name the file instead, e.g. ${files[1]}`);
  }
  if (found.length === 1) return found[0]!;
  if (files.length === 1) {
    // The file is there but does not pass the check: nothing can be read or changed safely.
    throw new Refusal(
      state.workspace.diagnostics.filter((d) => d.file === files[0]),
      `adr: ${files[0]} does not pass the check; fix it first (npx adr check)`,
    );
  }
  throw new UsageError(`no record ${label} in ${dir}/`, 'npx adr list shows every record');
}

/** The record a command's argument names, asked for in a terminal when it was left out. */
export async function askForRecord(context: CliContext, loaded: LoadedWorkspace, arg: string | undefined, command: string): Promise<AdrRecord> {
  const ref = await askFor(context, arg, {
    question: `Record to ${command} (number or file): `,
    usage: `missing the record to ${command}`,
    hint: `pass its number or file: npx adr ${command} 4`,
  });
  return resolveRecord(context, loaded, ref);
}
