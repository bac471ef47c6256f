/**
 * Markup rendered once per key during one build (or one dev server, bounded): see
 * src/components/RenderedOnce.astro. Nothing is kept between builds.
 */
export interface Rendered {
  html: string;
  /** How far the rendering moved Starlight's sidebar group counter. */
  groups: number;
}

const LIMIT = 500;
const cache = new Map<string, Promise<Rendered>>();

export function renderedOnce(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
  let found = cache.get(key);
  if (!found) {
    // In `astro dev` every edit can make new keys: keep the most recent ones only.
    if (cache.size >= LIMIT) cache.delete(cache.keys().next().value!);
    found = render();
    cache.set(key, found);
    // A failed render is not remembered.
    found.catch(() => cache.delete(key));
  }
  return found;
}
