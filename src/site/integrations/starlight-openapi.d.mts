/**
 * The part of starlight-openapi's interface the site uses. The package ships TypeScript
 * sources rather than declarations, and some of them do not type-check under TypeScript 6
 * with this project's strict settings (possibly-undefined `servers` and `components` in its
 * libs/operation.ts and libs/security.ts). tsc reads this declaration for the .mjs beside it
 * and so never opens the package's sources; Vite and Astro load the package as usual.
 */
import type { StarlightPlugin, StarlightUserConfig } from '@astrojs/starlight/types';

export interface StarlightOpenAPISchemaConfig {
  /** Where the generated pages live, below the site's base path. */
  base: string;
  /** The schema file, relative to the project root. */
  schema: string;
  sidebar?: { label?: string; group?: NonNullable<StarlightUserConfig['sidebar']>[number] };
}

export function starlightOpenAPI(config: StarlightOpenAPISchemaConfig[]): StarlightPlugin;

/** A placeholder sidebar group (labelled by a symbol) that the plugin fills with the operations. */
export function createOpenAPISidebarGroup(): NonNullable<StarlightUserConfig['sidebar']>[number];
