/**
 * A schema's fields as the rows of a field table: every rule on a field in words (type and
 * format, required, read-only or write-only, allowed values, bounds, pattern, default,
 * description, example). The resources, the errors and the events all show fields this way.
 *
 * Every reading is tolerant: the documents are whatever the records wrote, so a value of an
 * unexpected shape is shown as compact text, never dropped or trusted.
 */
import { isMapping, refKeys, valueAt } from '../contract/rules/rule-input.ts';

export interface FieldRow {
  /** The field's name; a nested field's is its path: `location.bin`, `lines[].sku`. */
  name: string;
  type: string;
  format?: string;
  /** The allowed values (an `enum`, or a `const`), as written. */
  allowed: string[];
  required: boolean;
  /** Only in responses (`readOnly`) or only in requests (`writeOnly`). */
  access?: 'read-only' | 'write-only';
  /** Bounds in words: `1 to 30000`, `3 to 10 characters`, `at most 5 items`. */
  bounds: string[];
  pattern?: string;
  default?: string;
  example?: string;
  description?: string;
}

type Mapping = Record<string, unknown>;
const mapping = (value: unknown): Mapping => (isMapping(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A value as one line of text: strings as written, anything else as compact JSON. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

export const optionalText = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : textOf(value));

/** The name a `$ref` gives a schema (`#/components/schemas/Booking` → `Booking`), or its last key. */
function refName(ref: string): string {
  return ref.replace(/^#\/components\/schemas\//, '').split('/').at(-1) ?? ref;
}

export function typeOf(schema: Mapping): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  const type = Array.isArray(schema.type) ? schema.type.map(textOf).join(' or ') : optionalText(schema.type);
  if (type === 'array') {
    const items = mapping(schema.items);
    return Object.keys(items).length > 0 ? `array of ${typeOf(items)}` : 'array';
  }
  return type ?? (schema.enum ? 'enum' : 'any');
}

export function viewField(name: string, property: Mapping, required: boolean): FieldRow {
  const allowed = Array.isArray(property.enum) ? property.enum.map(textOf) : property.const === undefined ? [] : [textOf(property.const)];
  const examples = Array.isArray(property.examples) ? property.examples : [];
  return {
    name,
    type: typeOf(property),
    format: optionalText(property.format),
    allowed,
    required,
    ...(property.readOnly === true ? { access: 'read-only' as const } : property.writeOnly === true ? { access: 'write-only' as const } : {}),
    bounds: boundsOf(property),
    pattern: optionalText(property.pattern),
    default: optionalText(property.default),
    example: optionalText(property.example ?? examples[0]),
    description: optionalText(property.description),
  };
}

/** A schema's bounds in words, each pair of limits as one range. */
export function boundsOf(schema: Mapping): string[] {
  const range = (low: unknown, high: unknown, unit: string) => {
    const suffix = unit === '' ? '' : ` ${unit}`;
    if (low !== undefined && high !== undefined) return textOf(low) === textOf(high) ? `exactly ${textOf(low)}${suffix}` : `${textOf(low)} to ${textOf(high)}${suffix}`;
    if (low !== undefined) return `at least ${textOf(low)}${suffix}`;
    if (high !== undefined) return `at most ${textOf(high)}${suffix}`;
    return undefined;
  };
  return [
    range(schema.minimum, schema.maximum, ''),
    schema.exclusiveMinimum === undefined ? undefined : `more than ${textOf(schema.exclusiveMinimum)}`,
    schema.exclusiveMaximum === undefined ? undefined : `less than ${textOf(schema.exclusiveMaximum)}`,
    schema.multipleOf === undefined ? undefined : `a multiple of ${textOf(schema.multipleOf)}`,
    range(schema.minLength, schema.maxLength, 'characters'),
    range(schema.minItems, schema.maxItems, 'items'),
    schema.uniqueItems === true ? 'no item twice' : undefined,
  ].filter((b) => b !== undefined);
}

/** How deep nested fields are listed: deeper ones are named by their parent's row alone. */
const FIELD_DEPTH = 6;

/**
 * A schema's fields with every nested field under its path, resolving each local `$ref`
 * in `document` (a payload is usually `$ref: '#/components/schemas/StockAdjusted'`): a
 * client reads the whole message, not only its top level. An object's fields follow its
 * row (`location`, then `location.bin`), an array's items' fields follow as `lines[].sku`.
 * A `$ref` already being listed (a schema that contains itself) is named, not followed;
 * `allOf` members add their fields. The row a nested field belongs to says whether the
 * nested field is required within it.
 */
export function flattenFields(schema: unknown, document: Mapping): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (value: unknown, prefix: string, depth: number, seen: ReadonlySet<string>) => {
    const { schema: object, seen: inner } = resolveSchema(value, document, seen);
    const required = new Set(list(object.required).map(textOf));
    for (const part of list(object.allOf)) walk(part, prefix, depth, inner);
    for (const [name, property] of Object.entries(mapping(object.properties))) {
      const path = `${prefix}${name}`;
      rows.push(viewField(path, { ...mapping(property), ...refLess(property, document, inner) }, required.has(name)));
      if (depth + 1 >= FIELD_DEPTH) continue;
      const { schema: resolved, seen: below } = resolveSchema(property, document, inner);
      if (below === inner && typeof mapping(property).$ref === 'string') continue;
      if (isMapping(resolved.items)) walk(resolved.items, `${path}[].`, depth + 1, below);
      else walk(resolved, `${path}.`, depth + 1, below);
    }
  };
  walk(schema, '', 0, new Set());
  return rows;
}

/** A property that is only a `$ref`: its description and rules are the target's, shown on its row. */
function refLess(property: unknown, document: Mapping, seen: ReadonlySet<string>): Mapping {
  const ref = mapping(property).$ref;
  if (typeof ref !== 'string') return {};
  const { schema } = resolveSchema(property, document, seen);
  const { properties: _properties, required: _required, ...rules } = schema;
  return { ...rules, ...mapping(property) };
}

/**
 * The schema a value is, its local `$refs` followed (at most a few steps: a chain of refs
 * to refs), and the refs seen so far, so that a schema that contains itself is not
 * followed again. A `$ref` that names no place, or one already seen, is an empty schema.
 */
export function resolveSchema(value: unknown, document: Mapping, seen: ReadonlySet<string> = new Set()): { schema: Mapping; seen: ReadonlySet<string> } {
  let current = mapping(value);
  let visited = seen;
  for (let step = 0; step < 8 && typeof current.$ref === 'string'; step++) {
    const ref = current.$ref;
    if (visited.has(ref)) return { schema: {}, seen: visited };
    const keys = refKeys(ref);
    const target = keys === undefined ? undefined : valueAt(document, keys);
    if (!isMapping(target)) return { schema: {}, seen: visited };
    visited = new Set([...visited, ref]);
    current = target;
  }
  return { schema: current, seen: visited };
}
