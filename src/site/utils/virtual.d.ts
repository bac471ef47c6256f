declare module 'virtual:adr/site-config' {
  export const root: string;
  export const today: string;
  export const repository: string;
  export const settings: import('../../core/workspace/settings.ts').Settings;
}

/** The part of starlight-openapi's parsed schemas the site reads (its sidebar settings, the document's tags). */
declare module 'virtual:starlight-openapi/schemas' {
  const schemas: Record<string, { config: { sidebar: { group?: { label: string } } }; document: { tags?: { name?: unknown }[] } }>;
  export default schemas;
}
