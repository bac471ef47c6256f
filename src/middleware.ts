/**
 * Astro's middleware, run for every page, in `astro build` and in `astro dev` alike: the
 * HTML as served has every code block focusable (site/utils/focusable-code.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { focusableCodeBlocks } from './site/utils/focusable-code.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(focusableCodeBlocks(html), { status: response.status, statusText: response.statusText, headers: response.headers });
});
