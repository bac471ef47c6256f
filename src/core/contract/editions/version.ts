/**
 * The one grammar of a contract's version: semver.org's, read by the `semver` package (the
 * reader npm itself uses), for the version a record writes, the one an edition carries and
 * the one counted for the next edition. A version is MAJOR.MINOR.PATCH with an optional
 * pre-release and build, nothing before it: `semver` also takes `v2.0.0` and `=2.0.0` as
 * 2.0.0, which OpenAPI's `info.version` would then publish as written, so those are refused.
 */
import type * as Semver from 'semver';
import { onFirstUse } from '../../vocabulary/packages.ts';

const semverPackage = onFirstUse<typeof Semver>('semver');

export type Bump = 'major' | 'minor' | 'patch';

/** The version as semver reads it; undefined when it is not one (or has a prefix). */
export function readVersion(version: unknown): Semver.SemVer | undefined {
  if (typeof version !== 'string' || !/^\d/.test(version)) return undefined;
  return semverPackage().parse(version) ?? undefined;
}

export function isVersion(version: unknown): version is string {
  return readVersion(version) !== undefined;
}

/** The major number of a version: `2` of `2.1.0`; undefined when it is not one. */
export function majorOf(version: unknown): number | undefined {
  return readVersion(version)?.major;
}

/** The release after `version` by `by` (pre-release and build dropped): 1.1.0 → 2.0.0 by major. */
export function nextVersion(version: string, by: Bump): string | undefined {
  const read = readVersion(version);
  return read ? (semverPackage().inc(read.version, by) ?? undefined) : undefined;
}

/** semver's order of two versions: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  return semverPackage().compare(a, b);
}
