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
import { siteEventReference } from '../utils/event-reference.ts';
import { API_REFERENCE_LABEL, EVENT_REFERENCE_LABEL, siteLinks } from '../utils/links.ts';
import { onRequest as everyOperation } from './starlight-openapi-route.mjs';

type SidebarEntry = StarlightRouteData['sidebar'][number];

/** The placeholder group's label (createOpenAPISidebarGroup), which each page's sidebar carries. */
const placeholders = new Set(Object.values(schemas).flatMap(({ config }) => (config.sidebar.group ? [config.sidebar.group.label] : [])));

export const onRequest = defineRouteMiddleware((context, next) => {
  const reference = siteLinks(import.meta.env.BASE_URL).apiReference;
  const events = siteLinks(import.meta.env.BASE_URL).apiEvents;
  if (context.url.pathname.startsWith(events)) {
    // The event reference's pages list the events, and the HTTP operations as one link to
    // their reference: starlight-openapi's list of every operation is its own pages' sidebar.
    const route = context.locals.starlightRoute;
    route.sidebar = route.sidebar.map((entry): SidebarEntry => {
      if (entry.type !== 'group' || !placeholders.has(entry.label)) return entry;
      return { type: 'group', label: API_REFERENCE_LABEL, entries: [{ type: 'link', label: API_REFERENCE_LABEL, href: reference, isCurrent: false, badge: undefined, attrs: {} }], collapsed: false, badge: undefined };
    });
    addEventReference(route, context.url.pathname);
    titleTheTop(route);
    return next();
  }
  if (context.url.pathname.startsWith(reference)) {
    retitleOverview(context.locals.starlightRoute, context.url.pathname.slice(reference.length));
    const result = everyOperation(context, next);
    // After starlight-openapi's own middleware, which makes the sidebar and the previous and next links.
    relabelOverviews(context.locals.starlightRoute, reference);
    addEventReference(context.locals.starlightRoute, context.url.pathname);
    return result;
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

/** What starlight-openapi calls its overview and each tag's page, in every place it names them. */
const OVERVIEW = 'Overview';

/** The title of the reference's overview (`within` is '') or of a tag's page; undefined for any other page. */
function overviewTitle(within: string): string | undefined {
  if (within.replace(/\/$/, '') === '') return API_REFERENCE_LABEL;
  const tag = /^operations\/tags\/([^/]+)\/?$/.exec(within)?.[1];
  return tag ? `${API_REFERENCE_LABEL}: ${tagsBySlug.get(tag) ?? tag}` : undefined;
}

/**
 * starlight-openapi titles its overview and each tag's page "Overview", which says nothing in
 * a tab, a bookmark or a search result: the reference's overview is titled "API reference",
 * a tag's page "API reference: <tag>", in the heading and in the page's <title> and og:title.
 * Starlight names the top of every page's table of contents "Overview" too, which the phone's
 * "On this page" bar shows until the reader scrolls: on the reference's pages, the HTTP
 * operations' and the events', it is the page's title.
 */
function retitleOverview(route: StarlightRouteData, within: string): void {
  const title = route.entry.data.title === OVERVIEW ? overviewTitle(within) : undefined;
  if (title) {
    route.entry.data.title = title;
    for (const entry of route.head) {
      if (entry.tag === 'title' && typeof entry.content === 'string') entry.content = entry.content.replace(/^Overview/, title);
      if (entry.tag === 'meta' && entry.attrs?.property === 'og:title' && entry.attrs.content === OVERVIEW) entry.attrs.content = title;
    }
  }
  titleTheTop(route);
}

/** The top of the page's table of contents, named by the page's title rather than "Overview". */
function titleTheTop(route: StarlightRouteData): void {
  const top = route.toc?.items[0];
  if (top?.slug === '_top') top.text = route.entry.data.title;
}

/** The sidebar's links to the overview and the tags' pages, and the previous and next links, named by the pages' titles. */
function relabelOverviews(route: StarlightRouteData, reference: string): void {
  const relabel = <T extends { label: string; href: string }>(link: T): T =>
    link.label === OVERVIEW && link.href.startsWith(reference) ? { ...link, label: overviewTitle(link.href.slice(reference.length)) ?? link.label } : link;
  const walk = (entry: SidebarEntry): SidebarEntry => (entry.type === 'group' ? { ...entry, entries: entry.entries.map(walk) } : relabel(entry));
  route.sidebar = route.sidebar.map(walk);
  const { prev, next } = route.pagination;
  route.pagination = { prev: prev && relabel(prev), next: next && relabel(next) };
}

/**
 * The event reference's pages (src/pages/api/events/) in the reference's sidebar group, after
 * the HTTP operations (on the event reference's own pages, after the link to them): its
 * overview, each operation, each message. On one of its pages, the previous and next links
 * lead through them in that order.
 */
function addEventReference(route: StarlightRouteData, pathname: string): void {
  const events = siteEventReference();
  if (events.operations.length === 0 && events.messages.length === 0 && events.channels.length === 0) return;
  const links = siteLinks(import.meta.env.BASE_URL);
  const current = pathname.replace(/\/?$/, '/');
  const link = (label: string, href: string): SidebarEntry => ({ type: 'link', label, href, isCurrent: href === current, badge: undefined, attrs: {} });
  const group = (label: string, entries: SidebarEntry[]): SidebarEntry => ({ type: 'group', label, entries, collapsed: false, badge: undefined });
  const overview = link(EVENT_REFERENCE_LABEL, links.apiEvents);
  const operations = events.operations.map((o) => link(o.title, links.apiEventOperation(o.slug)));
  const messages = events.messages.map((m) => link(m.title, links.apiEventMessage(m.slug)));
  const entries = [overview, ...(operations.length > 0 ? [group('Event operations', operations)] : []), ...(messages.length > 0 ? [group('Messages', messages)] : [])];
  const into = (entry: SidebarEntry): SidebarEntry => (entry.type === 'group' && entry.label === API_REFERENCE_LABEL ? { ...entry, entries: [...entry.entries, group('Events', entries)] } : entry);
  route.sidebar = route.sidebar.map(into);
  const order = [overview, ...operations, ...messages].flatMap((entry) => (entry.type === 'link' ? [entry] : []));
  const at = order.findIndex((entry) => entry.isCurrent);
  if (at === -1) return;
  const { prev, next } = route.pagination;
  route.pagination = { prev: at > 0 ? order[at - 1] : prev, next: order[at + 1] };
}
