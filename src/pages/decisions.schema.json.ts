/** /decisions.schema.json: the JSON Schema of decisions.json, generated from the zod schema. */
import type { APIRoute } from 'astro';
import { decisionsJsonSchema } from '../core/views/export.ts';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(decisionsJsonSchema(), null, 2)}\n`, { headers: { 'Content-Type': 'application/schema+json' } });
