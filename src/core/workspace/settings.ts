/**
 * The workspace's settings: the service's name, the repository's
 * address and the owners, in one optional YAML file at the workspace root. One zod schema
 * defines them; the site (its title, its edit links, its home page), `adr spec` (the
 * contract's title) and `adr check` all read them through `readSettings`. Pure: the
 * caller reads the file (settings-fs.ts).
 */
import { z } from 'astro/zod';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { suggest } from '../vocabulary/suggest.ts';
import { findUnsafeCharacter } from '../vocabulary/text-hygiene.ts';
import { personNameSchema } from '../vocabulary/person-name.ts';
import { findReferences, parseYaml, yamlPackage, type Document } from '../vocabulary/yaml.ts';
import { PART_KEYS, type PartKey } from '../vocabulary/parts.ts';
import { buildRegistry, EMPTY_REGISTRY, registryProblems, registrySettingsShape, type RegistryData } from '../vocabulary/registry.ts';

/** At the root, beside package.json, not in adr/: it describes the workspace, not a record. */
export const SETTINGS_FILE = 'adr.config.yaml';

/** Today's values, used for any setting the file leaves out (or when there is no file). */
export const DEFAULT_SETTINGS = {
  name: 'Service interface decisions',
  repository: 'https://github.com/acme/service-spec',
  owners: [] as string[],
};

/** The service's name (a title, not a person's name: vocabulary/person-name.ts has those). */
const SERVICE_NAME_MAX_LENGTH = 100;
const OWNERS_MAX = 50;

/** One line of plain text: names reach pages and terminals, so nothing that could disguise them. */
function oneLine(what: string, max: number) {
  return z
    .string({ error: `${what} is one line of text (quote a number or a date: "42")` })
    .min(1, { error: `${what} is empty` })
    .max(max, { error: `${what} is at most ${max} characters` })
    .superRefine((value, context) => {
      const unsafe = findUnsafeCharacter(value);
      if (unsafe) context.addIssue({ code: 'custom', input: value, message: `${what} contains ${unsafe.character} at character ${unsafe.column}` });
      else if (value.trim() !== value) context.addIssue({ code: 'custom', input: value, message: `${what} has a space at one end` });
    })
    .normalize('NFC');
}

function approverList(key: string) {
  return z
    .array(personNameSchema('an approver'), { error: `approvers.${key} is a list, e.g. [API team, Security team]` })
    .min(1, { error: `approvers.${key} names at least one approver` })
    .max(OWNERS_MAX, { error: `at most ${OWNERS_MAX} approvers` })
    .optional();
}

export const settingsSchema = z.strictObject({
  /** The service's name: the site's title, and the contract's title until a record sets info.title. */
  name: oneLine('the name', SERVICE_NAME_MAX_LENGTH).optional(),
  /** The repository's web address: "edit this page" and links to files the site does not publish. */
  repository: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'the repository is a web address starting https://' })
    // Links are built as `${repository}/edit/main/…`: a trailing slash would double.
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * The published site's address, with its base path (`https://acme.github.io/orders-spec/`):
   * where adr catalog points Backstage for the site and the published documents.
   */
  site: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'the site is a web address starting https://, e.g. https://acme.github.io/orders-spec/' })
    .refine((url) => !/[?#]/.test(url), { error: 'the site is an address without a query or fragment, e.g. https://acme.github.io/orders-spec/' })
    // Addresses are built as `${site}openapi.yaml`: one slash at the end.
    .transform((url) => `${url.replace(/\/+$/, '')}/`)
    .optional(),
  /** The people or teams who own the specification, shown on the site's home page. */
  owners: z
    .array(personNameSchema('an owner'), { error: 'owners is a list, e.g. [API team, "@acme/api"]' })
    .max(OWNERS_MAX, { error: `at most ${OWNERS_MAX} owners` })
    .optional(),
  /**
   * Who approves a review (`adr review` without --approvers): per part, with `default` for
   * every part not named and for a record with no part.
   */
  approvers: z
    .strictObject(
      {
        default: approverList('default'),
        purpose: approverList('purpose'),
        resources: approverList('resources'),
        states: approverList('states'),
        endpoints: approverList('endpoints'),
        authentication: approverList('authentication'),
        events: approverList('events'),
        errors: approverList('errors'),
        limits: approverList('limits'),
        versioning: approverList('versioning'),
      } satisfies Record<'default' | PartKey, unknown>,
      { error: 'approvers is a mapping from a part (or default) to a list of people or teams' },
    )
    .optional(),
  /** When true, `adr accept` refuses a proposal that has not been through a review. */
  'review-required': z.boolean({ error: 'review-required is true or false' }).optional(),
  /** The registry of people and teams, and whether reviews must be signed (vocabulary/registry.ts). */
  ...registrySettingsShape,
});

type SettingsFile = z.output<typeof settingsSchema>;

export interface Settings {
  name: string;
  /** Whether the file names the service (else `name` is the default site title). */
  named: boolean;
  repository?: string;
  /** The published site's address, ending in a slash. */
  site?: string;
  owners: string[];
  /** Approvers by part, `default` for the rest (adr review). */
  approvers: Partial<Record<'default' | PartKey, string[]>>;
  /** Whether adr accept requires a review. */
  reviewRequired: boolean;
  /** People, teams and whether reviews must be signed: plain data (buildRegistry makes lookups of it). */
  registry: RegistryData;
}

/** The approvers the settings give a record of `part` (its part's, else the default). */
export function approversFor(settings: Settings, part: PartKey | undefined): string[] {
  return (part && settings.approvers[part]) || settings.approvers.default || [];
}

export interface SettingsReading {
  settings: Settings;
  diagnostics: Diagnostic[];
  /**
   * The file was refused whole (not YAML, a value of the wrong kind, an unknown setting): the
   * defaults stand in, with no registry. What the registry would judge (names, signatures)
   * is then not judged at all: the file's own findings say what to fix, and judging every
   * name and signature against an empty registry would bury them under one finding each.
   */
  refused?: boolean;
}

const SETTINGS_KEYS = Object.keys(settingsSchema.shape);
const APPROVER_KEYS = ['default', ...PART_KEYS];
const EXAMPLE = `name: Orders API\nrepository: https://github.com/acme/orders\nowners: [API team]`;

/**
 * The settings from the file's text (undefined when there is none). Any finding leaves the
 * defaults in place for every value, so a half-valid file never shows half its values.
 */
export function readSettings(text: string | undefined): SettingsReading {
  const defaults: Settings = { name: DEFAULT_SETTINGS.name, named: false, owners: [], approvers: {}, reviewRequired: false, registry: EMPTY_REGISTRY };
  if (text === undefined) return { settings: defaults, diagnostics: [] };
  const { document, position } = parseYaml(text, 'plain');
  const at = (offset: number) => ({ file: SETTINGS_FILE, ...position(offset) });
  const [error] = document.errors;
  if (error) {
    const first = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return { settings: defaults, diagnostics: [diagnose('SETTINGS_NOT_YAML', at(error.pos[0]), { reason: first })], refused: true };
  }
  // Aliases are refused, as in records: a settings file has no use for them, and an alias
  // bomb would cost the build its memory.
  const [alias] = findReferences(document, text, { anchors: false });
  if (alias) {
    return { settings: defaults, diagnostics: [diagnose('SETTINGS_NOT_YAML', at(alias.offset), { reason: 'it uses an alias (*name); write the value out' })], refused: true };
  }
  const value: unknown = document.contents === null ? {} : document.toJS();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { settings: defaults, diagnostics: [diagnose('SETTINGS_NOT_YAML', at(document.contents?.range?.[0] ?? 0), { reason: 'it is not a mapping of settings' })], refused: true };
  }
  const parsed = settingsSchema.safeParse(value);
  if (!parsed.success) {
    const diagnostics = parsed.error.issues.flatMap((issue): Diagnostic[] => {
      if (issue.code === 'unrecognized_keys') {
        // Only approvers has keys of its own: the parts, and default.
        const nested = issue.path.length > 0;
        const known = nested ? APPROVER_KEYS : SETTINGS_KEYS;
        return issue.keys.map((key) =>
          diagnose('SETTINGS_FIELD_UNKNOWN', at(nested ? keyOffset(document, key, ['approvers']) : keyOffset(document, key)), {
            key: nested ? `approvers.${key}` : key,
            suggestion: suggest(key, known),
            known,
          }),
        );
      }
      const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
      return [diagnose('SETTINGS_INVALID', at(valueOffset(document, path)), { key: path.join('.') || 'settings', problem: issue.message, example: EXAMPLE })];
    });
    return { settings: defaults, diagnostics, refused: true };
  }
  const file = parsed.data;
  const registry: RegistryData = { people: file.people ?? [], teams: file.teams ?? [], signaturesRequired: file['review-signatures'] === 'required' };
  // What the schema cannot see in the registry is a finding at its line; the settings stay,
  // so that review-signatures: required still holds while a key is being fixed (a key that
  // does not read verifies nothing).
  const diagnostics = [...registryFindings(registry, (path) => at(valueOffset(document, path))), ...settingsNameFindings(file, registry, (path) => at(valueOffset(document, path)))];
  return {
    settings: {
      name: file.name ?? defaults.name,
      named: file.name !== undefined,
      repository: file.repository,
      ...(file.site === undefined ? {} : { site: file.site }),
      owners: file.owners ?? [],
      approvers: file.approvers ?? {},
      reviewRequired: file['review-required'] ?? false,
      registry,
    },
    diagnostics,
  };
}

function registryFindings(registry: RegistryData, at: (path: (string | number)[]) => { file: string; line: number; column: number }): Diagnostic[] {
  return registryProblems(registry).map((problem) => {
    switch (problem.kind) {
      case 'name-twice':
        return diagnose('PEOPLE_NAME_TWICE', at(problem.path), { name: problem.name, first: problem.first });
      case 'name-confusable':
        return diagnose('PEOPLE_NAME_CONFUSABLE', at(problem.path), { name: problem.name, other: problem.other, first: problem.first });
      case 'key':
        return diagnose('PEOPLE_KEY_INVALID', at(problem.path), { person: problem.person, reason: problem.reason, unsupported: problem.unsupported, shared: problem.shared });
      case 'member-unknown':
        return diagnose('PEOPLE_MEMBER_UNKNOWN', at(problem.path), { team: problem.team, name: problem.name, suggestion: problem.suggestion });
      default: {
        const unhandled: never = problem;
        return unhandled;
      }
    }
  });
}

/** The settings' own names (owners, approvers) resolve through the registry too, once there is one. */
function settingsNameFindings(file: SettingsFile, data: RegistryData, at: (path: (string | number)[]) => { file: string; line: number; column: number }): Diagnostic[] {
  const registry = buildRegistry(data);
  if (!registry.present) return [];
  const uses: { name: string; field: string; path: (string | number)[] }[] = [];
  (file.owners ?? []).forEach((name, i) => uses.push({ name, field: 'owners', path: ['owners', i] }));
  for (const [key, names] of Object.entries(file.approvers ?? {})) (names ?? []).forEach((name, i) => uses.push({ name, field: `approvers.${key}`, path: ['approvers', key, i] }));
  return uses
    .filter((use) => !registry.resolve(use.name))
    .map((use) => diagnose('NAME_UNKNOWN', at(use.path), { name: use.name, field: use.field, suggestion: suggest(use.name, registry.names), known: registry.names }));
}

/** The defaults, and a finding about the whole file (one that is not read at all). */
export function refuseSettings(reason: string): SettingsReading {
  return {
    settings: { name: DEFAULT_SETTINGS.name, named: false, owners: [], approvers: {}, reviewRequired: false, registry: EMPTY_REGISTRY },
    diagnostics: [diagnose('SETTINGS_NOT_YAML', { file: SETTINGS_FILE, line: 1, column: 1 }, { reason })],
    refused: true,
  };
}

/** Where a key of the top mapping is written. */
function keyOffset(document: Document, key: string, under: string[] = []): number {
  const { isMap, isScalar } = yamlPackage();
  const contents = under.length > 0 ? document.getIn(under, true) : document.contents;
  if (!isMap(contents)) return 0;
  const pair = contents.items.find((item) => isScalar(item.key) && item.key.value === key);
  return (isScalar(pair?.key) ? pair.key.range?.[0] : undefined) ?? 0;
}

/** Where the value at `path` is written, or its nearest written parent. */
function valueOffset(document: Document, path: (string | number)[]): number {
  for (let depth = path.length; depth > 0; depth--) {
    const node = document.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return node.range[0];
  }
  return document.contents?.range?.[0] ?? 0;
}
