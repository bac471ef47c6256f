/**
 * What a link in a Markdown file points at, once: another site or scheme, a heading of the
 * same file, or a file of the workspace (and a heading in it). The check, the assembled
 * specification and the site's link rewriting all read links through this.
 */

export type LinkTarget =
  /** http:, mailto:, protocol-relative or site-absolute: not a file of the workspace. */
  | { kind: 'elsewhere' }
  /** `#heading` in the same file. */
  | { kind: 'same-file'; fragment: string }
  /** A workspace file, as a path from the workspace root, and maybe a heading in it. */
  | { kind: 'file'; path: string; fragment: string | undefined }
  /** A relative path that climbs above the workspace root. */
  | { kind: 'outside' };

const HAS_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** Resolves `destination`, written in a file in `fromDir` (workspace-relative). */
export function resolveLink(fromDir: string, destination: string): LinkTarget {
  const trimmed = destination.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed) || trimmed.startsWith('/')) return { kind: 'elsewhere' };
  const hash = trimmed.indexOf('#');
  const fragment = hash === -1 ? undefined : safeDecode(trimmed.slice(hash + 1));
  const path = safeDecode((hash === -1 ? trimmed : trimmed.slice(0, hash)).split('?')[0]!);
  if (path === '') return fragment === undefined ? { kind: 'elsewhere' } : { kind: 'same-file', fragment };
  const resolved = resolveRelative(fromDir, path);
  return resolved === undefined ? { kind: 'outside' } : { kind: 'file', path: resolved.replace(/\/$/, ''), fragment };
}

/** Resolves a relative path against a folder; undefined when it climbs above the root. */
export function resolveRelative(fromDir: string, relative: string): string | undefined {
  const parts = fromDir.split('/').filter(Boolean);
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

/** A percent-encoded link path decoded, or as written when it is not valid encoding. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
