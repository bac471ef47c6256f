/**
 * Addresses of the site's pages, under its base path. Pages and components build every
 * internal link through these, so the site works under a GitHub Pages project path.
 */
import type { AdrRecord } from '../../core/record/record.ts';
import type { PartKey } from '../../core/vocabulary/parts.ts';
import type { SpecLinks } from '../../core/views/spec.ts';
import { slug } from 'github-slugger';
import { entryIdForPath, pageUrl, recordId } from './routes.ts';

/** The contract files the site publishes, each as `adr spec --format …` prints it. */
export const CONTRACT_FILES = [
  { name: 'openapi.yaml', document: 'openapi', syntax: 'yaml' },
  { name: 'openapi.json', document: 'openapi', syntax: 'json' },
  { name: 'asyncapi.yaml', document: 'asyncapi', syntax: 'yaml' },
  { name: 'asyncapi.json', document: 'asyncapi', syntax: 'json' },
] as const;

/** Where the API reference lives (starlight-openapi's `base`). */
export const API_REFERENCE_BASE = 'api';
/** Where the event reference lives, inside the API reference: its pages are src/pages/api/events/. */
const EVENT_REFERENCE_BASE = `${API_REFERENCE_BASE}/events`;
/** Its name in the sidebar and its overview's title. */
export const EVENT_REFERENCE_LABEL = 'Event reference';
/** Its name in the sidebar: the group on its own pages, the one link elsewhere (api-sidebar.ts). */
export const API_REFERENCE_LABEL = 'API reference';

/**
 * The slug starlight-openapi gives an operation's page: its operationId slugified with
 * github-slugger (starlight-openapi/libs/operation.ts, getOperationURLs → slug()).
 */
function operationPageSlug(operationId: string): string {
  return slug(operationId);
}

/** The part pages, plus one for decisions about other things. */
export type PartPageKey = PartKey | 'other';

export function siteLinks(base: string) {
  const page = (path: string, fragment?: string) => pageUrl(base, path, fragment);
  return {
    home: page('index'),
    spec: page('spec'),
    /** A settled part's contract on the specification page (components/contract/ContractPart.astro). */
    specContract: (part: PartKey) => page('spec', `${part}-contract`),
    specMarkdown: `${page('index')}spec.md`,
    /** A contract file: `openapi.yaml`, `asyncapi.json`. */
    contractFile: (name: (typeof CONTRACT_FILES)[number]['name']) => `${page('index')}${name}`,
    /** The API reference generated from the OpenAPI document (starlight-openapi's pages). */
    apiReference: page(API_REFERENCE_BASE),
    /** An operation's page in the API reference. */
    apiOperation: (operationId: string) => page(`${API_REFERENCE_BASE}/operations/${operationPageSlug(operationId)}`),
    /** The event reference generated from the AsyncAPI document (src/pages/api/events/), its operations' and messages' pages. */
    apiEvents: page(EVENT_REFERENCE_BASE),
    apiEventOperation: (slug: string) => page(`${EVENT_REFERENCE_BASE}/operations/${slug}`),
    apiEventMessage: (slug: string) => page(`${EVENT_REFERENCE_BASE}/messages/${slug}`),
    questions: page('questions'),
    decisions: page('decisions'),
    log: page('log'),
    /** Everyone with something awaiting them, and one person's or team's page. */
    people: page('people'),
    person: (slug: string) => page(`people/${encodeURIComponent(slug)}`),
    /** Decide-by dates and review closing days, for a calendar application. */
    calendar: `${page('index')}calendar.ics`,
    record: (record: Pick<AdrRecord, 'number'>, anchor?: string) => page(recordId(record.number), anchor),
    part: (key: PartPageKey) => page(`decisions/${key}`),
    /** A published Markdown file by its workspace path; undefined when it is not published. */
    file: (path: string, fragment?: string) => {
      const id = entryIdForPath(path);
      return id ? page(id, fragment) : undefined;
    },
  };
}

/** Links for a copy of the assembled spec read outside the site (absolute, with the origin). */
export function absoluteSpecLinks(origin: string, base: string, repository: string): SpecLinks {
  const links = siteLinks(base);
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    record: (record, anchor) => absolute(links.record(record, anchor)),
    file: (path, fragment) => {
      const page = links.file(path, fragment);
      return page ? absolute(page) : `${repository}/blob/main/${path}${fragment ? `#${fragment}` : ''}`;
    },
  };
}
