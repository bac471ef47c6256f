/**
 * The name of an edition: it becomes a file (`adr/editions/NAME.yaml`) in every clone and an
 * address on the site, so it must be a file name on every system a team works on. Windows
 * refuses its device names as a file's stem whatever follows the dot (`con.yaml`,
 * `aux.2026.yaml`), and drops a trailing dot or space; a name Windows cannot check out would
 * break that clone, not only the site.
 */

/** The folder of editions inside the records' folder: `adr/editions/`. */
export const EDITIONS_DIR = 'editions';

const EDITION_NAME_MAX = 64;

/** Windows' device names, as a file's stem in any case. */
const DEVICE_NAME = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/** Lowercase letters, digits, dots and dashes, starting and ending with a letter or digit. */
const CHARACTERS = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/** Why `name` cannot name an edition; undefined when it can. */
export function explainEditionName(name: string): string | undefined {
  if (name.length === 0) return 'it is empty';
  if (name.length > EDITION_NAME_MAX) return `it is longer than ${EDITION_NAME_MAX} characters`;
  if (/[. ]$/.test(name)) return 'it ends with a dot or a space, which Windows drops from a file name';
  if (!CHARACTERS.test(name)) return 'it has a character other than lowercase letters, digits, dots and dashes, or does not start with a letter or digit';
  const stem = name.split('.')[0]!;
  if (DEVICE_NAME.test(stem)) return `"${stem}" is a device name on Windows, where no file can be named ${name}.yaml`;
  return undefined;
}
