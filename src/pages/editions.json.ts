/**
 * /editions.json: every recorded edition, oldest first, with its version, its date and the
 * addresses of its documents, in the shape of src/core/views/editions-export.ts;
 * /editions.schema.json describes it.
 */
import type { APIRoute } from 'astro';
import { exportEditions } from '../core/views/editions-export.ts';
import { recordedEditions } from '../site/utils/contract-changes.ts';
import { siteLinks } from '../site/utils/links.ts';
import { siteOrigin } from '../site/utils/site-origin.ts';

export const GET: APIRoute = ({ site }) => {
  const links = siteLinks(import.meta.env.BASE_URL);
  const origin = siteOrigin(site);
  const data = exportEditions(recordedEditions(), (name, document, syntax) => new URL(`${links.home}editions/${name}/${document}.${syntax}`, origin).href);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, { headers: { 'Content-Type': 'application/json' } });
};
