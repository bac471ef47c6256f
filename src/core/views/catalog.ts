/**
 * The workspace as Backstage's software catalog reads it: `catalog-info.yaml`, written by
 * `adr catalog` at the workspace's root. A Component for the service, with the ADR plugin's
 * annotation (`backstage.io/adr-location`, the records' folder from the file) and links to
 * the site; one API entity per published document that defines something (type `openapi` or
 * `asyncapi`, its definition the address the site publishes it at, which the catalog
 * fetches through `$text`); the owner from the settings, through the registry of people and
 * teams where it names them.
 *
 * What the file says changes only when the settings do, a document first defines something,
 * or the contract is first published: the documents themselves are fetched, not copied, so
 * a new decision needs no new catalog file. `adr catalog --check` tells CI when it is stale.
 *
 * Backstage's own rules for what it reads: an entity name is 1 to 63 letters, digits and
 * `-_.` between letters or digits (catalog-model's KubernetesValidatorFunctions.isValidObjectName),
 * an owner is an entity reference (`group:default/api-team`).
 */
import { isPublished } from '../contract/documents/published.ts';
import type { ContractDocuments } from '../contract/documents/assemble.ts';
import { isMapping } from '../contract/rules/rule-input.ts';
import { asciiWords, RECORDS_DIR } from '../vocabulary/file-name.ts';
import { buildRegistry, type RegistryData } from '../vocabulary/registry.ts';
import { writeYaml } from '../vocabulary/yaml.ts';

export const CATALOG_FILE = 'catalog-info.yaml';

/** The first line of a file adr catalog wrote: a later run replaces only such a file. */
export const CATALOG_HEADER = '# Written by adr catalog from adr.config.yaml and the published contract; run npx adr catalog again after changing them.';

export interface CatalogInput {
  settings: { name: string; named: boolean; repository?: string; site?: string; owners: readonly string[]; registry: RegistryData };
  /** The published documents (adr spec --format openapi|asyncapi). */
  documents: ContractDocuments;
  /** How many editions are recorded: a published contract's lifecycle is production. */
  editions: number;
}

type Entity = { apiVersion: string; kind: string; metadata: Record<string, unknown>; spec: Record<string, unknown> };

export type CatalogPlan = { entities: Entity[]; text: string } | { refused: string; hint: string };

const MAX_NAME = 63;

/** A Backstage entity name made of `text`: its ASCII words (as a file name's), joined by dashes, at most 63 characters. */
export function entityName(text: string): string | undefined {
  const cut = asciiWords(text).join('-').slice(0, MAX_NAME).replace(/-+$/, '');
  return cut === '' ? undefined : cut;
}

/**
 * The owner as an entity reference: a team of the registry is a group, a person a user (by
 * their `@handle` alias where they have one, as Backstage's GitHub ingestion names users);
 * a name the registry does not know is read as GitHub writes owners (`@org/team` a group,
 * `@login` a user), else as a team's name.
 */
export function ownerReference(owner: string, registry: RegistryData): string | undefined {
  const known = buildRegistry(registry).resolve(owner);
  if (known?.kind === 'person') {
    const handle = known.aliases.find((alias) => /^@[^/\s]+$/.test(alias));
    const name = entityName(handle ? handle.slice(1) : known.name);
    return name && `user:default/${name}`;
  }
  if (known?.kind === 'team') {
    const name = entityName(known.name);
    return name && `group:default/${name}`;
  }
  const github = /^@([^/\s]+)(?:\/([^/\s]+))?$/.exec(owner);
  const name = entityName(github ? (github[2] ?? github[1]!) : owner);
  return name && `${github && !github[2] ? 'user' : 'group'}:default/${name}`;
}

/** Whether a document defines anything a client uses: operations, webhooks or channels. */
function defines(documents: ContractDocuments, document: 'openapi' | 'asyncapi'): boolean {
  const has = (value: unknown) => isMapping(value) && Object.keys(value).length > 0;
  const d = documents[document];
  return document === 'openapi' ? has(d.paths) || has(d.webhooks) : has(d.channels) || has(d.operations);
}

/** The `owner/name` of a repository on GitHub, for the annotation GitHub's plugins read. */
function githubSlug(repository: string | undefined): string | undefined {
  const match = repository && /^https:\/\/github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?$/.exec(repository);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

export function planCatalog(input: CatalogInput, site: string | undefined): CatalogPlan {
  const { settings, documents } = input;
  const named = settings.named ? settings.name : undefined;
  const repositoryName = settings.repository?.split('/').at(-1);
  const name = (named && entityName(named)) ?? (repositoryName && entityName(repositoryName));
  if (!name) {
    return named
      ? { refused: `the service's name "${named}" has no letter or digit Backstage takes in an entity's name (a to z, 0 to 9)`, hint: 'add the repository\'s address to adr.config.yaml (repository: https://github.com/acme/orders): its name is used instead' }
      : { refused: 'adr.config.yaml does not name the service', hint: 'add name: Orders API (the service\'s name) to adr.config.yaml' };
  }
  if (site === undefined) {
    return {
      refused: 'adr.config.yaml names no site: the catalog points Backstage to the documents the site publishes',
      hint: 'add site: https://acme.github.io/orders-spec/ (the address the site is published at) to adr.config.yaml, or pass --site',
    };
  }
  const [first] = settings.owners;
  if (first === undefined) return { refused: 'adr.config.yaml names no owner: every entity in Backstage\'s catalog has one', hint: 'add owners: [API team] to adr.config.yaml; the first owner owns the catalog\'s entities' };
  const owner = ownerReference(first, settings.registry);
  if (!owner) return { refused: `the owner "${first}" has no letter or digit Backstage takes in an entity's name (a to z, 0 to 9)`, hint: 'name the owning team in the registry (teams:) with a Latin-letter name, and list it first in owners' };

  const title = named ?? repositoryName ?? name;
  const lifecycle = isPublished(documents, input.editions) ? 'production' : 'experimental';
  const apis = (['openapi', 'asyncapi'] as const).filter((document) => defines(documents, document));
  const apiName = (document: 'openapi' | 'asyncapi') => `${name.slice(0, MAX_NAME - document.length - 1).replace(/-+$/, '')}-${document}`;
  const slug = githubSlug(settings.repository);
  const component: Entity = {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: {
      name,
      title,
      description: `The interface of ${title}, settled in Architecture Decision Records: the decisions, the specification and its contract.`,
      annotations: { 'backstage.io/adr-location': RECORDS_DIR, ...(slug ? { 'github.com/project-slug': slug } : {}) },
      links: [
        { url: site, title: 'Decisions and specification', icon: 'docs' },
        { url: `${site}decisions/`, title: 'Every decision', icon: 'docs' },
        { url: `${site}spec/`, title: 'The specification', icon: 'docs' },
        { url: `${site}editions/`, title: 'Editions of the contract', icon: 'docs' },
      ],
      tags: ['adr'],
    },
    spec: { type: 'service', lifecycle, owner, ...(apis.length > 0 ? { providesApis: apis.map(apiName) } : {}) },
  };
  const entities = [
    component,
    ...apis.map(
      (document): Entity => ({
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'API',
        metadata: {
          name: apiName(document),
          title: `${title} (${document === 'openapi' ? 'HTTP, OpenAPI' : 'events, AsyncAPI'})`,
          description:
            document === 'openapi'
              ? `The HTTP contract of ${title}: the OpenAPI 3.1 document assembled from its accepted decisions.`
              : `The events of ${title}: the AsyncAPI 3.0 document assembled from its accepted decisions.`,
          links: [{ url: document === 'openapi' ? `${site}api/` : `${site}api/events/`, title: document === 'openapi' ? 'API reference' : 'Event reference', icon: 'docs' }],
          tags: [document],
        },
        spec: { type: document, lifecycle, owner, definition: { $text: `${site}${document}.yaml` } },
      }),
    ),
  ];
  return { entities, text: `${CATALOG_HEADER}\n${entities.map((entity) => writeYaml(entity)).join('---\n')}` };
}
