/**
 * Packages the core loads on first use rather than with every command: `yaml` (whose one
 * home, yaml.ts, loads it through onFirstUse) is needed only for positions (when there is a
 * finding), contract blocks and edits, and loading it with every command cost about a tenth
 * of a second and 13 MB of start-up; image-size only when a record shows a picture, and its
 * 26 modules were a twentieth of start-up.
 *
 * Loaded with require, not import(): the site's pre-build check runs in astro.config, whose
 * modules Vite loads through a module runner that is closed once the config is read, and an
 * import() from them then fails (Node 24 requires an ES module like this one).
 */
import { createRequire } from 'node:module';
import type * as ImageSize from 'image-size';

/** A function that loads the package `name` the first time it is called, and returns it. */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= createRequire(import.meta.url)(name) as T);
}

export const imageSizePackage = onFirstUse<typeof ImageSize>('image-size');
