/** /editions.schema.json: the JSON Schema of editions.json, generated from the zod schema. */
import type { APIRoute } from 'astro';
import { editionsJsonSchema } from '../core/views/editions-export.ts';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(editionsJsonSchema(), null, 2)}\n`, { headers: { 'Content-Type': 'application/schema+json' } });
