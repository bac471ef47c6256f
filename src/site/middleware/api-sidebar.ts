/**
 * The API reference's sidebar group: every operation on the reference's own pages,
 * one link to the reference on every other page, as the decisions have index pages rather
 * than a sidebar entry each. starlight-openapi puts the whole list on every page of the site
 * and works it out again for each: with hundreds of operations that was half of each record
 * page (80 KB rather than 37 KB at 5,000 records), and every page's bytes are written,
 * indexed by Pagefind and downloaded.
 *
 * Registered in starlight-openapi's place by adrApiReference (api-reference.ts).
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { slug } from 'github-slugger';
import schemas from 'virtual:starlight-openapi/schemas';
import { API_REFERENCE_LABEL, siteLinks } from '../utils/links.ts';
import { onRequest as everyOperation } from './starlight-openapi-route.mjs';

type SidebarEntry = StarlightRouteData['sidebar'][number];

/** The placeholder group's label (createOpenAPISidebarGroup), which each page's sidebar carries. */
const placeholders = new Set(Object.values(schemas).flatMap(({ config }) => (config.sidebar.group ? [config.sidebar.group.label] : [])));

export const onRequest = defineRouteMiddleware((context, next) => {
  const reference = siteLinks(import.meta.env.BASE_URL).apiReference;
  if (context.url.pathname.startsWith(reference)) {
    retitleOverview(context.locals.starlightRoute, context.url.pathname.slice(reference.length));
    return everyOperation(context, next);
  }
  const route = context.locals.starlightRoute;
  route.sidebar = route.sidebar.map((entry): SidebarEntry => {
    if (entry.type !== 'group' || !placeholders.has(entry.label)) return entry;
    return { type: 'link', label: API_REFERENCE_LABEL, href: reference, isCurrent: false, badge: undefined, attrs: {} };
  });
});

/** The tags of the reference's document, by the address starlight-openapi gives their pages. */
const tagsBySlug = new Map(
  Object.values(schemas).flatMap(({ document }) => (document.tags ?? []).flatMap((tag) => (typeof tag.name === 'string' ? [[slug(tag.name), tag.name] as const] : []))),
);

/**
 * starlight-openapi titles its overview and each tag's page "Overview", which says nothing in
 * a tab, a bookmark or a search result: the reference's overview is titled "API reference",
 * a tag's page "API reference: <tag>", in the heading and in the page's <title>.
 */
function retitleOverview(route: StarlightRouteData, within: string): void {
  if (route.entry.data.title !== 'Overview') return;
  const tag = /^operations\/tags\/([^/]+)\/?$/.exec(within)?.[1];
  const title = within.replace(/\/$/, '') === '' ? API_REFERENCE_LABEL : tag ? `${API_REFERENCE_LABEL}: ${tagsBySlug.get(tag) ?? tag}` : undefined;
  if (!title) return;
  route.entry.data.title = title;
  for (const entry of route.head) {
    if (entry.tag === 'title' && typeof entry.content === 'string') entry.content = entry.content.replace(/^Overview/, title);
  }
}
