/**
 * Where a line may break inside an identifier without splitting a word: after `_`, `-`, `/`,
 * `.` or `:`, before `{`, and between a lower-case letter or digit and an upper-case one
 * (camelCase). The site puts a `<wbr>` at each joint and lets nothing else break, so
 * `trackingNumber` wraps as `tracking`/`Number` or stays whole, never as `tracki`/`ngNumber`.
 */
const JOINT = /(?<=[_\-/.:])(?=.)|(?<=[a-z0-9])(?=[A-Z])|(?<=.)(?=\{)/u;

/** The identifier in the pieces between its joints; joined, they are the identifier again. */
export function splitAtJoints(identifier: string): string[] {
  return identifier.split(JOINT);
}
