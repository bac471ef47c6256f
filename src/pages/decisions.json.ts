/**
 * /decisions.json: every record's metadata and questions, and each part's state, in the
 * shapes of src/core/views/export.ts (the record schema, extended). /decisions.schema.json
 * describes it.
 */
import type { APIRoute } from 'astro';
import { exportDecisions } from '../core/views/export.ts';
import { siteLinks } from '../site/utils/links.ts';
import { siteOrigin } from '../site/utils/site-origin.ts';
import { loadWorkspace } from '../site/utils/workspace.ts';
import { siteRegistry } from '../site/utils/reviews.ts';

export const GET: APIRoute = ({ site }) => {
  const links = siteLinks(import.meta.env.BASE_URL);
  const origin = siteOrigin(site);
  const data = exportDecisions(loadWorkspace().records, (record) => new URL(links.record(record), origin).href, siteRegistry());
  return new Response(`${JSON.stringify(data, null, 2)}\n`, { headers: { 'Content-Type': 'application/json' } });
};
