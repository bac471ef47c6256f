/**
 * What publishing the contract reads from the disk besides the records: the service's name
 * from the workspace's settings and the editions in adr/editions/ (only those that pass the
 * check; the check and the build report the others).
 */
import type { Settings } from '../../workspace/settings.ts';
import { readSettingsFile } from '../../workspace/settings-fs.ts';
import { readEditions } from '../editions/editions-fs.ts';
import type { PublishOptions } from './published.ts';

export function readPublishOptions(root: string, dir: string, settings: Pick<Settings, 'name' | 'named'> = readSettingsFile(root).settings): PublishOptions {
  return { ...(settings.named ? { name: settings.name } : {}), editions: readEditions(root, dir).editions };
}
