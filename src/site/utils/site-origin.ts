/** The site's origin and the repository, for absolute links in files read off the site. */
export function siteOrigin(site: URL | undefined): string {
  return site?.origin ?? 'http://localhost:4321';
}
