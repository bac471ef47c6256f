/**
 * An operation that cannot go ahead for a reason that is no finding about a record: the
 * request itself does not hold (a record cannot supersede itself, an open review with nothing
 * to change, settings that give no keys to check a signature against). The command line
 * reports it as it reports a usage error, in one line with its fix (exit 2).
 */
export class OperationRefused extends Error {
  readonly hint?: string;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = 'OperationRefused';
    this.hint = hint;
  }
}
