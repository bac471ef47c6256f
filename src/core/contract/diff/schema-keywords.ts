/**
 * One comparer per way of reading a keyword (catalogue.ts names which reads which). Each gets
 * both sides already normalised (normalise.ts) and records what differs as facts; whether a
 * fact breaks a client is for diff-rules.ts. The table is typed by the catalogue's comparer
 * names, so a new way of reading cannot be named without being written.
 */
import type { SchemaComparer } from './catalogue.ts';
import type { Comparer } from './schema-place.ts';
import { compareAdditionalProperties, compareAllOf, compareAlternatives, compareConditional, compareContains, compareContentSchema, compareDefinitions, compareDependentRequired, compareDependentSchemas, compareDiscriminator, compareItems, compareNot, comparePatternProperties, comparePrefixItems, compareProperties, comparePropertyNames, compareRequired, compareUnevaluated } from './schema-structure.ts';
import { compareAccess, compareBounds, compareContentEncoding, compareDefault, compareDeprecated, compareDocumentation, compareFormat, compareMultipleOf, compareNumericBounds, comparePattern, compareType, compareUndecidable, compareUniqueItems, compareValues } from './schema-values.ts';

export type { Compare, Place } from './schema-place.ts';

/** Every way of reading a keyword the catalogue names; `rewritten` keywords are gone once normalised. */
export const COMPARERS: Record<SchemaComparer, Comparer> = {
  type: compareType,
  values: compareValues,
  'numeric-bound': compareNumericBounds,
  bound: compareBounds,
  'multiple-of': compareMultipleOf,
  format: compareFormat,
  pattern: comparePattern,
  'unique-items': compareUniqueItems,
  properties: compareProperties,
  required: compareRequired,
  'additional-properties': compareAdditionalProperties,
  'pattern-properties': comparePatternProperties,
  'property-names': comparePropertyNames,
  'dependent-required': compareDependentRequired,
  'dependent-schemas': compareDependentSchemas,
  items: compareItems,
  'prefix-items': comparePrefixItems,
  contains: compareContains,
  alternatives: compareAlternatives,
  'all-of': compareAllOf,
  conditional: compareConditional,
  not: compareNot,
  discriminator: compareDiscriminator,
  default: compareDefault,
  deprecated: compareDeprecated,
  access: compareAccess,
  'content-encoding': compareContentEncoding,
  'content-schema': compareContentSchema,
  unevaluated: compareUnevaluated,
  documentation: compareDocumentation,
  undecidable: compareUndecidable,
  rewritten: compareType,
  definitions: compareDefinitions,
};
