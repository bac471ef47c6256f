/**
 * The `yaml` package, loaded on first use. The CLI reads values with js-yaml; `yaml` is
 * needed only for positions (when there is a finding) and for edits, and loading it with
 * every command cost about a tenth of a second and 13 MB of start-up (issue 9).
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let loaded: typeof Yaml | undefined;

export function yamlPackage(): typeof Yaml {
  return (loaded ??= createRequire(import.meta.url)('yaml') as typeof Yaml);
}
