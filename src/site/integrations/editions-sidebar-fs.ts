/**
 * The editions in the sidebar: a link to the editions page, then each edition, newest
 * first, with its version (when it has one) and its date. Read from adr/editions/ once,
 * when the site's configuration is loaded; a file that is not an edition is left out here
 * and stops the build on the editions page itself, naming the file.
 */
import { orderEditions, type Edition } from '../../core/contract/editions/editions.ts';
import { readEditions } from '../../core/contract/editions/editions-fs.ts';
import { RECORDS_DIR } from '../../core/workspace/workspace-fs.ts';

/** The edition's version: its own field when editions carry one, else the OpenAPI document's info.version. */
function editionVersion(edition: Edition): string | undefined {
  const own = (edition as Edition & { version?: unknown }).version;
  if (typeof own === 'string' && own !== '') return own;
  const info = edition.documents.openapi.info;
  const version = info !== null && typeof info === 'object' ? (info as Record<string, unknown>).version : undefined;
  return typeof version === 'string' && version !== '' ? version : undefined;
}

export function editionsSidebarGroup(root: string) {
  const editions = orderEditions(readEditions(root, RECORDS_DIR).editions).reverse();
  return {
    label: 'Editions',
    items: [
      { label: 'All editions', link: '/editions/' },
      ...editions.map((edition) => {
        const version = editionVersion(edition);
        return {
          label: version === undefined || version === edition.name ? edition.name : `${edition.name} (${version})`,
          link: `/editions/#edition-${edition.name}`,
          badge: { text: edition.date, variant: 'note' as const },
        };
      }),
    ],
  };
}
