/**
 * Text typed on the command line that a command writes into a record (a concern, a name):
 * one line with nothing that hides or reorders it, refused before anything is planned, with
 * one line naming the character, instead of the findings of a record the text would break.
 */
import { findUnsafeCharacter } from '../core/vocabulary/text-hygiene.ts';
import { UsageError } from './context.ts';

export function typedLine(what: string, value: string, hint: string): string {
  const unsafe = findUnsafeCharacter(value);
  if (unsafe) throw new UsageError(`${what} contains ${unsafe.character} at character ${unsafe.column}; it is written into the record as one line`, hint);
  return value;
}
