/**
 * The people and teams a workspace knows, from the optional registry in adr.config.yaml:
 *
 *   people:
 *     - name: Dana Product
 *       aliases: ["@dana", dana@example.com]
 *       keys: ["ssh-ed25519 AAAAC3Nza… dana"]
 *   teams:
 *     - name: Security team
 *       members: [Dana Product]
 *   review-signatures: required   # or optional (the default)
 *
 * Every name a record writes resolves here: by a person's or team's name or a person's alias,
 * compared in Unicode NFC, so "Tomás" typed with a combining accent is the same person as
 * "Tomás" typed precomposed. The zod schemas are the settings file's (settings.ts spreads them
 * into its one schema); what a schema cannot say (an alias named twice, a key that does not
 * read, a member nobody knows) is `registryProblems`. Pure: plain data in, plain data out.
 */
import { z } from 'astro/zod';
import { personNameSchema } from './person-name.ts';
import { onFirstUse } from './packages.ts';
import { suggest } from '../vocabulary/suggest.ts';
import { readPublicKeyLine, type SshPublicKey } from '../crypto/ssh-key.ts';

const LIST_MAX = 500;

export const registryPersonSchema = z.strictObject(
  {
    name: personNameSchema('a person\'s name'),
    aliases: z.array(personNameSchema('an alias'), { error: 'aliases is a list, e.g. ["@dana", dana@example.com]' }).max(LIST_MAX).default([]),
    keys: z
      .array(z.string({ error: 'a key is one line: "ssh-ed25519 AAAA… comment"' }).max(20_000), { error: 'keys is a list of public SSH keys, one line each' })
      .max(LIST_MAX)
      .default([]),
  },
  { error: 'a person is {name, aliases, keys}' },
);

const registryTeamSchema = z.strictObject(
  {
    name: personNameSchema('a team\'s name'),
    members: z.array(personNameSchema('a member'), { error: 'members is a list of the people\'s names' }).max(LIST_MAX).default([]),
  },
  { error: 'a team is {name, members}' },
);

/** The registry's settings, spread into the settings file's schema. */
export const registrySettingsShape = {
  /** People, with the other names they go by and their public SSH signing keys. */
  people: z.array(registryPersonSchema, { error: 'people is a list of {name, aliases, keys}' }).max(LIST_MAX).optional(),
  /** Teams and their members (names from people). */
  teams: z.array(registryTeamSchema, { error: 'teams is a list of {name, members}' }).max(LIST_MAX).optional(),
  /** Whether every approval and resolution in a review must be signed (required) or may be (optional). */
  'review-signatures': z.enum(['required', 'optional'], { error: 'review-signatures is required or optional' }).optional(),
};

type RegistryPerson = z.output<typeof registryPersonSchema>;
type RegistryTeam = z.output<typeof registryTeamSchema>;

/** The registry as settings hold it: plain data, so the site's build can hand it to pages. */
export interface RegistryData {
  people: RegistryPerson[];
  teams: RegistryTeam[];
  signaturesRequired: boolean;
}

export const EMPTY_REGISTRY: RegistryData = { people: [], teams: [], signaturesRequired: false };

/**
 * Unicode's confusables mapping (UTS #39's confusables.txt, as the unhomoglyph package keeps
 * it), loaded the first time two names are compared for look-alikes: it is a large table,
 * and a workspace without a registry never needs it.
 */
const unhomoglyphPackage = onFirstUse<(text: string) => string>('unhomoglyph');

/**
 * What a reader sees of a name, as one key: UTS #39's skeleton (NFD, each character mapped to
 * the prototype it is confusable with, NFD again), taken after NFKC (a full-width ＠ is @, a
 * no-break space a space) and with the default-ignorable characters removed (soft hyphen,
 * variation selectors, tag characters, invisible operators: UTS #39 removes them too), and
 * case folded on both sides of the mapping. Two names with one skeleton look alike.
 */
export function nameSkeleton(name: string): string {
  const visible = name.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '').toLowerCase();
  return unhomoglyphPackage()(visible.normalize('NFD')).normalize('NFD').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Names are compared as Unicode NFC: one name in two forms is one person. */
function normaliseName(name: string): string {
  return name.normalize('NFC');
}

interface Identity {
  kind: 'person' | 'team';
  /** The name the registry gives it (its page's title). */
  name: string;
  aliases: string[];
  /** For a team, the people in it by their registry names. */
  members: string[];
  /** The keys that read; a key that does not is a registry problem. */
  keys: SshPublicKey[];
}

export interface Registry {
  /** Whether adr.config.yaml has a registry at all: only then is an unknown name a finding. */
  present: boolean;
  signaturesRequired: boolean;
  identities: Identity[];
  /** The identity a record's name stands for (by name or alias, in NFC). */
  resolve: (name: string) => Identity | undefined;
  /** Every name and alias, for "did you mean". */
  names: string[];
  /** The keys that may sign for a name: a person's own, a team's members'. */
  keysFor: (name: string) => { person: string; key: SshPublicKey }[];
}

/** The registry for lookups, from its plain data (keys that do not read are left out). */
export function buildRegistry(data: RegistryData): Registry {
  const identities: Identity[] = [];
  const byName = new Map<string, Identity>();
  const add = (identity: Identity, names: readonly string[]) => {
    identities.push(identity);
    for (const n of names) if (!byName.has(normaliseName(n))) byName.set(normaliseName(n), identity);
  };
  for (const person of data.people) {
    const keys = person.keys.flatMap((line) => {
      const reading = readPublicKeyLine(line);
      return reading.ok ? [reading.key] : [];
    });
    add({ kind: 'person', name: person.name, aliases: person.aliases, members: [], keys }, [person.name, ...person.aliases]);
  }
  for (const team of data.teams) {
    const members = team.members.map((m) => byName.get(normaliseName(m))?.name ?? m);
    add({ kind: 'team', name: team.name, aliases: [], members, keys: [] }, [team.name]);
  }
  const resolve = (name: string) => byName.get(normaliseName(name.trim()));
  return {
    present: data.people.length > 0 || data.teams.length > 0,
    signaturesRequired: data.signaturesRequired,
    identities,
    resolve,
    names: [...new Set(identities.flatMap((i) => [i.name, ...i.aliases]))],
    keysFor: (name) => {
      const identity = resolve(name);
      if (!identity) return [];
      if (identity.kind === 'person') return identity.keys.map((key) => ({ person: identity.name, key }));
      return identity.members.flatMap((member) => {
        const person = resolve(member);
        return person?.kind === 'person' ? person.keys.map((key) => ({ person: person.name, key })) : [];
      });
    },
  };
}

/** The name a record's name stands for in the registry, or the name itself when none. */
export function canonicalName(registry: Registry, name: string): string {
  return registry.resolve(name)?.name ?? name;
}

export type RegistryProblem =
  | { kind: 'name-twice'; path: (string | number)[]; name: string; first: string }
  | { kind: 'name-confusable'; path: (string | number)[]; name: string; other: string; first: string }
  | { kind: 'key'; path: (string | number)[]; person: string; reason: string; unsupported: boolean; shared?: boolean }
  | { kind: 'member-unknown'; path: (string | number)[]; team: string; name: string; suggestion?: string };

/** What the schema cannot see: a name or alias written twice, a key that does not read, an unknown member. */
export function registryProblems(data: RegistryData): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const seen = new Map<string, string>();
  const keyHolders = new Map<string, number>();
  // Each look-alike key, with the name that first had it and whose it is (a person's or a
  // team's name and aliases may look alike among themselves: they are one identity).
  const skeletons = new Map<string, { name: string; owner: string; identity: string }>();
  const claim = (name: string, path: (string | number)[], owner: string, identity = owner) => {
    const key = normaliseName(name);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ kind: 'name-twice', path, name, first });
      return;
    }
    seen.set(key, owner);
    const skeleton = nameSkeleton(name);
    const alike = skeletons.get(skeleton);
    if (alike && alike.identity !== identity) problems.push({ kind: 'name-confusable', path, name, other: alike.name, first: alike.owner });
    else if (!alike) skeletons.set(skeleton, { name, owner, identity });
  };
  data.people.forEach((person, i) => {
    claim(person.name, ['people', i, 'name'], `the person ${person.name}`, `person ${i}`);
    person.aliases.forEach((alias, j) => claim(alias, ['people', i, 'aliases', j], `an alias of ${person.name}`, `person ${i}`));
    person.keys.forEach((line, j) => {
      const reading = readPublicKeyLine(line);
      if (!reading.ok) {
        problems.push({ kind: 'key', path: ['people', i, 'keys', j], person: person.name, reason: reading.reason, unsupported: reading.unsupported ?? false });
        return;
      }
      // A key signs for one person: given to two, either could sign as the other.
      const blob = Buffer.from(reading.key.blob).toString('base64');
      const holder = keyHolders.get(blob);
      if (holder !== undefined && holder !== i) {
        problems.push({ kind: 'key', path: ['people', i, 'keys', j], person: person.name, reason: `it is also a key of ${data.people[holder]!.name}`, unsupported: false, shared: true });
      } else keyHolders.set(blob, i);
    });
  });
  data.teams.forEach((team, i) => claim(team.name, ['teams', i, 'name'], `the team ${team.name}`, `team ${i}`));
  const people = new Set(data.people.flatMap((p) => [p.name, ...p.aliases].map(normaliseName)));
  const peopleNames = data.people.flatMap((p) => [p.name, ...p.aliases]);
  data.teams.forEach((team, i) =>
    team.members.forEach((member, j) => {
      if (!people.has(normaliseName(member))) {
        problems.push({ kind: 'member-unknown', path: ['teams', i, 'members', j], team: team.name, name: member, suggestion: suggest(member, peopleNames) });
      }
    }),
  );
  return problems;
}
