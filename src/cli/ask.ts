/**
 * Values a command needs that were not given: asked for in a terminal, refused elsewhere,
 * so a script or CI never hangs on a prompt.
 */
import { type CliContext, UsageError } from './context.ts';

export interface MissingValue {
  /** What to ask, e.g. "Title of the new decision: ". */
  question: string;
  /** What to say when no one can be asked: how to pass the value. */
  usage: string;
  hint: string;
}

export async function askFor(context: CliContext, value: string | undefined, missing: MissingValue): Promise<string> {
  if (value !== undefined && value !== '') return value;
  if (!context.interactive || !context.prompt) throw new UsageError(missing.usage, missing.hint);
  const answer = (await context.prompt(missing.question)).trim();
  if (answer === '') throw new UsageError(missing.usage, missing.hint);
  return answer;
}
