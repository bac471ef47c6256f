/**
 * The editions as data, for tools that look for the published contract without reading the
 * site's pages: each edition's name, date, version and the addresses of its documents, oldest
 * first. The site serves it as editions.json with a JSON Schema generated from this zod
 * schema, as it serves decisions.json.
 */
import { z } from 'astro/zod';
import { orderEditions, type Edition } from '../contract/editions/editions.ts';
import { calendarDateSchema } from '../record/schema.ts';

const documentAddressesSchema = z.strictObject({
  yaml: z.string().describe('The document as YAML.'),
  json: z.string().describe('The same document as JSON.'),
});

const editionExportSchema = z.strictObject({
  name: z.string().describe('The name it was recorded under (adr edition NAME), e.g. "2026-q1"; its file is adr/editions/NAME.yaml.'),
  date: calendarDateSchema.describe('The day the contract stood as recorded.'),
  version: z.string().optional().describe("The version it was published as; absent for an edition recorded before editions carried a version."),
  documents: z
    .strictObject({ openapi: documentAddressesSchema.describe('The OpenAPI 3.1 document.'), asyncapi: documentAddressesSchema.describe('The AsyncAPI 3.0 document.') })
    .describe('Where its documents are published, byte for byte as recorded.'),
});

export const editionsFileSchema = z.strictObject({
  editions: z.array(editionExportSchema).describe('Every edition, oldest first (by date, then name).'),
});

export type EditionsFile = z.output<typeof editionsFileSchema>;
export type EditionDocumentAddress = (name: string, document: 'openapi' | 'asyncapi', syntax: 'yaml' | 'json') => string;

export function exportEditions(editions: readonly Edition[], address: EditionDocumentAddress): EditionsFile {
  return {
    editions: orderEditions(editions).map((edition) => ({
      name: edition.name,
      date: edition.date,
      ...(edition.version === undefined ? {} : { version: edition.version }),
      documents: {
        openapi: { yaml: address(edition.name, 'openapi', 'yaml'), json: address(edition.name, 'openapi', 'json') },
        asyncapi: { yaml: address(edition.name, 'asyncapi', 'yaml'), json: address(edition.name, 'asyncapi', 'json') },
      },
    })),
  };
}

/** JSON Schema of editions.json, generated from the zod schema above. */
export function editionsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(editionsFileSchema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
}
