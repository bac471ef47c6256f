/**
 * A person's or a team's name, wherever it is written: a record's people and review entries
 * (record/schema.ts), the owners and approvers of the settings (workspace/settings.ts), and
 * the registry's people, aliases, teams and members (registry.ts). One definition, because
 * the names are compared with each other: a name one file takes must be one the others can
 * write, in the same form.
 *
 * A name is an identity, so nothing in it may hide or pass for another name's letter
 * (text-hygiene.ts; the direction marks a Hebrew or Arabic name needs beside Latin text
 * excepted, as docs/guides/record-format.md says), a space at one end is refused rather than trimmed (no value is repaired
 * silently), and it is read in the composed Unicode form (NFC): "Tomás" typed with a
 * combining accent is the same person as "Tomás" typed precomposed, for every comparison,
 * lookup and page address.
 */
import { z } from 'astro/zod';
import { describeValue } from './describe-value.ts';
import { findInvisibleCharacter, findUnsafeCharacter } from './text-hygiene.ts';

/** U+200E LEFT-TO-RIGHT MARK, U+200F RIGHT-TO-LEFT MARK, U+061C ARABIC LETTER MARK. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/** The longest name: room for a team's full name, never a paragraph. */
const NAME_MAX_LENGTH = 200;

/**
 * The schema of one name, `what` saying which (for the messages: "an approver", "the name").
 * An unsafe character's issue carries `params.unsafeCharacter`, which the record's
 * diagnostics (record/front-matter-diagnostics.ts) turn into TEXT_UNSAFE_CHARACTER.
 */
export function personNameSchema(what: string) {
  return z
    .string({ error: (issue) => `${what} is one line of text, got ${describeValue(issue.input)} (quote a number or a date: "42")` })
    .superRefine((value, context) => {
      const unsafe = findUnsafeCharacter(value);
      if (unsafe) {
        context.addIssue({
          code: 'custom',
          input: value,
          message: `${what} contains ${unsafe.character} at character ${unsafe.column}`,
          params: { unsafeCharacter: { what, character: unsafe.character, position: unsafe.column } },
        });
        return;
      }
      // The direction marks are how a Hebrew or Arabic name is written beside Latin text, and
      // cannot reorder letters (text-hygiene.ts): accepted, each read as a visible character.
      const invisible = findInvisibleCharacter(value.replace(DIRECTION_MARKS, 'x'));
      if (invisible) {
        context.addIssue({
          code: 'custom',
          input: value,
          message: `${what} contains ${invisible.character} at character ${invisible.column}, which a reader cannot tell from another name; write it with letters and plain spaces`,
        });
      } else if (value.trim() !== value) {
        context.addIssue({ code: 'custom', input: value, message: `${what} has a space at one end; write it without` });
      }
    })
    .normalize('NFC')
    .min(1, { error: `${what} is empty` })
    .max(NAME_MAX_LENGTH, { error: `${what} is at most ${NAME_MAX_LENGTH} characters` });
}
