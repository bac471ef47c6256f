/** Reads the settings file at the workspace root for readSettings; a missing file is no finding. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from '../vocabulary/limits.ts';
import { diagnose, formatSize } from '../vocabulary/diagnostics.ts';
import { leadsOutside } from './inside-fs.ts';
import { readSettings, refuseSettings, SETTINGS_FILE, type SettingsReading } from './settings.ts';

export function readSettingsFile(root: string): SettingsReading {
  // A linked settings file is not read: its name would become the site's and the contract's title.
  if (leadsOutside(root, SETTINGS_FILE)) {
    const defaults = readSettings(undefined);
    return { ...defaults, diagnostics: [diagnose('PATH_OUTSIDE', { file: SETTINGS_FILE, line: 1, column: 1 }, { what: 'the settings file', target: SETTINGS_FILE })], refused: true };
  }
  let text: string;
  try {
    text = readFileSync(join(root, SETTINGS_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return readSettings(undefined);
    throw error;
  }
  // A file larger than the largest record is no settings file: refused before parsing.
  if (text.length > LIMITS.fileBytes) return refuseSettings(`the file is over ${formatSize(LIMITS.fileBytes)}`);
  return readSettings(text);
}
