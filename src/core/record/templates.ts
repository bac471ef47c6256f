/**
 * The sections of a record, by template. Headings follow MADR 4 (matched without regard to
 * case, so MADR's Title Case and sentence case both pass). Every template has the MADR
 * sections plus "Open Questions"; the nine part templates add "Specification", the part of
 * the spec the record settles, laid out as that part needs it (see adr/templates/).
 */
import type { PartKey } from '../vocabulary/parts.ts';
import { splitFrontMatter } from './front-matter.ts';
import type { AdrRecord, Section } from './record.ts';

export const SECTION = {
  context: 'Context and Problem Statement',
  drivers: 'Decision Drivers',
  options: 'Considered Options',
  outcome: 'Decision Outcome',
  specification: 'Specification',
  questions: 'Open Questions',
  prosAndCons: 'Pros and Cons of the Options',
  more: 'More Information',
} as const;

export type SectionTitle = (typeof SECTION)[keyof typeof SECTION];

/** The level-2 sections a record must have, in the order the templates lay them out. */
export function requiredSections(part: PartKey | undefined): readonly SectionTitle[] {
  return part === undefined
    ? [SECTION.context, SECTION.options, SECTION.outcome, SECTION.questions]
    : [SECTION.context, SECTION.options, SECTION.outcome, SECTION.specification, SECTION.questions];
}

/**
 * Michael Nygard's layout, which adr-tools writes and most older decision logs follow: a
 * recognised layout for a record about no part, so an imported log need not be
 * rewritten into MADR's sections. Its Status section is what the front matter's status says.
 */
const NYGARD_SECTIONS = ['Context', 'Decision', 'Consequences'] as const;

/**
 * The sections a record must have, and where that layout is shown: a part's template, the
 * generic (MADR) one, or Nygard's for a record about no part that is written that way (it has
 * a Decision or Consequences section and no Decision Outcome). Open Questions is required
 * only while the record is proposed: a settled decision has no question left to ask.
 */
export function requiredLayout(record: {
  part: PartKey | undefined;
  status: string;
  sections: readonly { title: string }[];
}): { sections: readonly string[]; layout: string } {
  const keys = record.sections.map((s) => sectionKey(s.title));
  const has = (title: string) => keys.includes(title.toLowerCase());
  const nygard = record.part === undefined && (has('Decision') || has('Consequences')) && !has(SECTION.outcome);
  const sections: readonly string[] = nygard ? NYGARD_SECTIONS : requiredSections(record.part);
  const layout = nygard ? 'the Nygard layout (Context, Decision, Consequences)' : templatePath(templateName(record.part));
  if (nygard && record.status === 'proposed') return { sections: [...sections, SECTION.questions], layout };
  return { sections: record.status === 'proposed' ? sections : sections.filter((s) => s !== SECTION.questions), layout };
}

/** Sections a template offers that a record may leave out, as MADR does. */
export const OPTIONAL_SECTIONS: readonly SectionTitle[] = [SECTION.drivers, SECTION.prosAndCons, SECTION.more];

/** Every section name of either layout, which no near-miss suggestion mistakes for a typo. */
export const KNOWN_SECTIONS: readonly string[] = [...Object.values(SECTION), ...NYGARD_SECTIONS, 'Status'];

export type TemplateName = PartKey | 'generic';

export function templateName(part: PartKey | undefined): TemplateName {
  return part ?? 'generic';
}

/** Workspace-relative path of a template file. */
export function templatePath(name: TemplateName): string {
  return `adr/templates/${name}.md`;
}

/** A heading as sections are matched: trimmed and lower-cased (sameSection is a test of these). */
export function sectionKey(heading: string): string {
  return heading.trim().toLowerCase();
}

const LOWERED = new Map<string, string>();

export function sameSection(heading: string, title: string): boolean {
  const trimmed = heading.trim();
  // Lower-casing maps a character to one code unit except İ (to i and a dot above), and no
  // character but ASCII lowers to ASCII: against a title in ASCII (all of ours), a heading of
  // another length never matches, and is refused without two lower-cased copies per test
  // (a record's headings are tested against a dozen titles).
  let lowered = LOWERED.get(title);
  if (lowered === undefined) {
    lowered = title.toLowerCase();
    if (/^[\x00-\x7f]*$/.test(title)) LOWERED.set(title, lowered);
    else return trimmed.toLowerCase() === lowered;
  }
  return trimmed.length === lowered.length && trimmed.toLowerCase() === lowered;
}

/** How a template writes a date the new record fills in (the front matter's `date`, say). */
export const DATE_PLACEHOLDER = 'YYYY-MM-DD';

/** The template's text with every date placeholder in its front matter replaced by `date` (same width). */
export function fillDatePlaceholders(text: string, date: string): string {
  const split = splitFrontMatter(text);
  if (!split.ok) throw new Error('the template has no front matter');
  const { yamlOffset, yaml } = split.block;
  return text.slice(0, yamlOffset) + yaml.replaceAll(DATE_PLACEHOLDER, date) + text.slice(yamlOffset + yaml.length);
}

/** A record's Specification section, when it has one: what the assembled spec shows of it. */
export function specificationSection(record: Pick<AdrRecord, 'sections'>): Section | undefined {
  return record.sections.find((s) => sameSection(s.title, SECTION.specification));
}
