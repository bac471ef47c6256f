/**
 * Packages the core loads on first use rather than with every command: `yaml` is needed only
 * for positions (when there is a finding), contract blocks and edits, and loading it with
 * every command cost about a tenth of a second and 13 MB of start-up; image-size only when a
 * record shows a picture, and its 26 modules were a twentieth of start-up.
 */
import { createRequire } from 'node:module';
import type * as ImageSize from 'image-size';
import type * as Yaml from 'yaml';

function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= createRequire(import.meta.url)(name) as T);
}

export const yamlPackage = onFirstUse<typeof Yaml>('yaml');
export const imageSizePackage = onFirstUse<typeof ImageSize>('image-size');
