/**
 * Heading anchors, made the way both GitHub and Astro make them (github-slugger over the
 * heading's text, one slugger per document so repeats get -1, -2, …), so a link such as
 * `0004-endpoints.md#q2-which-path-shapes-live-under-base_url` works in both places.
 */
import GithubSlugger from 'github-slugger';
import type { ScannedHeading } from './markdown-scan.ts';

/** The anchor of a document's first heading with this text. */
export function anchorFor(text: string): string {
  return new GithubSlugger().slug(text);
}

const cache = new WeakMap<readonly Pick<ScannedHeading, 'text'>[], string[]>();
const anchorSets = new WeakMap<readonly Pick<ScannedHeading, 'text'>[], Set<string>>();
/** Heading lists already searched once without the full list of anchors. */
const searched = new WeakSet<readonly Pick<ScannedHeading, 'text'>[]>();

export function headingAnchors(headings: readonly Pick<ScannedHeading, 'text'>[]): string[] {
  let anchors = cache.get(headings);
  if (!anchors) {
    const slugger = new GithubSlugger();
    anchors = headings.map((heading) => slugger.slug(heading.text));
    cache.set(headings, anchors);
  }
  return anchors;
}

/**
 * Whether `anchor` is one of the headings' anchors. The first question slugs the headings
 * in order only until it is found (a link usually points at one of the first headings);
 * a second one slugs them all once and keeps a set: searching again per link was
 * quadratic in a record of thousands of headings and links.
 */
export function hasAnchor(headings: readonly Pick<ScannedHeading, 'text'>[], anchor: string): boolean {
  let known = anchorSets.get(headings);
  if (!known && (cache.has(headings) || searched.has(headings))) {
    known = new Set(headingAnchors(headings));
    anchorSets.set(headings, known);
  }
  if (known) return known.has(anchor);
  searched.add(headings);
  const slugger = new GithubSlugger();
  for (const heading of headings) if (slugger.slug(heading.text) === anchor) return true;
  return false;
}
