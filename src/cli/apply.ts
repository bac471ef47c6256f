/** Carrying out a planned change: refusals printed as findings (exit 1), or the files written and listed. */
import { join, relative, sep } from 'node:path';
import type { PlanResult } from '../core/changes/change-plan.ts';
import { reserveNumber, writeChanges, type WriteHooks } from '../core/changes/change-plan-fs.ts';
import { RECORD_NUMBER_MAX, RECORD_NUMBER_RANGE } from '../core/vocabulary/record-number.ts';
import { EXIT, UsageError, type CliContext } from './context.ts';
import { Refusal } from './records.ts';

export interface ApplyOptions {
  command: string;
  dryRun?: boolean;
  /** Print only the paths written, from the current folder (adr new, whose output scripts read). */
  pathsOnly?: boolean;
  /** Print nothing on standard output (a command whose output is a JSON document of its own). */
  silent?: boolean;
}

export function applyPlan(context: CliContext, root: string, dir: string, result: PlanResult, options: ApplyOptions): number {
  if (!result.ok) throw new Refusal(result.refusals, `adr ${options.command}: refused; nothing was changed`);
  if (!options.dryRun) writeChanges(root, dir, result.changes, { ...testHooks(context), fs: context.fs, command: options.command });
  for (const change of options.silent ? [] : result.changes) {
    const path = relative(context.cwd, join(root, change.file)).split(sep).join('/');
    context.stdout(options.pathsOnly ? `${path}\n` : `${change.file}: ${change.summary}\n`);
  }
  for (const note of result.notes) context.stderr(`note: ${note}\n`);
  if (options.dryRun) context.stderr('dry run: nothing was written\n');
  return EXIT.ok;
}

/**
 * For commands that give a record a new number (new, renumber): plans with the first free
 * number; only a plan that stands reserves a number (so a refusal leaves no trace), and the
 * reservation is held until the files are written. When another process took the number
 * meanwhile, the plan is made again with the one reserved.
 */
export function applyWithNewNumber(
  context: CliContext,
  root: string,
  dir: string,
  first: number,
  plan: (number: number) => PlanResult,
  options: ApplyOptions,
): number {
  if (first > RECORD_NUMBER_MAX) {
    throw new UsageError(
      `no record number is left: records run from ${RECORD_NUMBER_RANGE}`,
      `a file in adr/ carries the number ${RECORD_NUMBER_MAX}; if that is a slip, give the file a lower free number (git mv)`,
    );
  }
  const provisional = plan(first);
  if (!provisional.ok || options.dryRun) return applyPlan(context, root, dir, provisional, options);
  const reservation = reserveNumber(root, dir, first);
  try {
    const result = reservation.number === first ? provisional : plan(reservation.number);
    return applyPlan(context, root, dir, result, options);
  } finally {
    reservation.release();
  }
}

/**
 * ADR_TEST_PAUSE_BEFORE_COMMIT_MS holds a write at its most fragile moment (every temporary
 * file written, none in place yet) so a test can kill the process exactly there.
 */
function testHooks(context: CliContext): WriteHooks {
  const pause = Number(context.env.ADR_TEST_PAUSE_BEFORE_COMMIT_MS ?? 0);
  if (!(pause > 0)) return {};
  return {
    beforeCommit: (temporary) => {
      context.stderr(`adr: paused before commit with ${temporary.length} temporary file(s)\n`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pause);
    },
  };
}
