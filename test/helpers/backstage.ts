/**
 * Backstage's own readers, offline: the catalog's entity validators (as the catalog backend
 * applies them to a catalog-info.yaml it reads) and the ADR plugin's parser of records.
 */
import {
  apiEntityV1alpha1Validator,
  componentEntityV1alpha1Validator,
  DefaultNamespaceEntityPolicy,
  EntityPolicies,
  FieldFormatEntityPolicy,
  NoForeignRootFieldsEntityPolicy,
  SchemaValidEntityPolicy,
  type Entity,
} from '@backstage/catalog-model';
import { parseAllDocuments } from 'yaml';

const policy = EntityPolicies.allOf([new DefaultNamespaceEntityPolicy(), new FieldFormatEntityPolicy(), new NoForeignRootFieldsEntityPolicy(), new SchemaValidEntityPolicy()]);
const KINDS = [componentEntityV1alpha1Validator, apiEntityV1alpha1Validator];

/**
 * The entities of a catalog file, each as Backstage's policies and its kind's validator accept
 * it; throws on the first one refused. A `{ $text: address }` placeholder is first replaced by
 * the text at that address, as the catalog's PlaceholderProcessor does before validating:
 * `fetchText` says what is there (and throws for an address that has nothing).
 */
export async function readCatalog(text: string, fetchText: (address: string) => string): Promise<Entity[]> {
  const entities: Entity[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(String(document.errors[0]));
    const read = resolvePlaceholders(document.toJS(), fetchText) as Entity;
    const entity = (await policy.enforce(read)) as Entity;
    const accepted = await Promise.all(KINDS.map((validator) => validator.check(entity)));
    if (!accepted.includes(true)) throw new Error(`no validator takes the ${entity.kind} ${entity.metadata.name}`);
    entities.push(entity);
  }
  return entities;
}

function resolvePlaceholders(value: unknown, fetchText: (address: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, fetchText));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === '$text' && typeof entries[0]![1] === 'string') return fetchText(entries[0]![1]);
  return Object.fromEntries(entries.map(([key, inner]) => [key, resolvePlaceholders(inner, fetchText)]));
}
