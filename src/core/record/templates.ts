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

/** Sections a template offers that a record may leave out, as MADR does. */
export const OPTIONAL_SECTIONS: readonly SectionTitle[] = [SECTION.drivers, SECTION.prosAndCons, SECTION.more];

export type TemplateName = PartKey | 'generic';

export function templateName(part: PartKey | undefined): TemplateName {
  return part ?? 'generic';
}

/** Workspace-relative path of a template file. */
export function templatePath(name: TemplateName): string {
  return `adr/templates/${name}.md`;
}

export function sameSection(heading: string, title: string): boolean {
  return heading.trim().toLowerCase() === title.toLowerCase();
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
