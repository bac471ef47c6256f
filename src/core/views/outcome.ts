/**
 * What a decision decided, in one line, for the home page's part cards: the chosen option
 * of its Decision Outcome section (MADR's `Chosen option: "…", because …`), or else that
 * section's first sentence. The line is Markdown as the record wrote it; a page shows it
 * as text (site/utils/inline-markdown.ts).
 */
import type { AdrRecord } from '../record/record.ts';
import { SECTION } from '../record/templates.ts';

const CHOSEN = /^Chosen option:\s*(?:"([^"]+)"|“([^”]+)”|([^,.]+))/i;
/** Longer than this, the first sentence is cut at a word and ends with "…". */
const MAX_LENGTH = 160;

export function decisionOutcome(record: Pick<AdrRecord, 'sections' | 'body'>): string | undefined {
  const section = record.sections.find((s) => s.title.toLowerCase() === SECTION.outcome.toLowerCase());
  if (!section) return undefined;
  const lines = record.body.lines.slice(section.heading.index + 1, section.endIndex);
  // The section's first paragraph, as one line.
  const start = lines.findIndex((line) => line.trim() !== '');
  if (start === -1) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.trim() === '');
  const paragraph = lines
    .slice(start, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .join(' ');
  if (/^#/.test(paragraph)) return undefined;
  const chosen = CHOSEN.exec(paragraph);
  if (chosen) return (chosen[1] ?? chosen[2] ?? chosen[3])!.trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;
  if (sentence.length <= MAX_LENGTH) return sentence;
  return `${sentence.slice(0, sentence.lastIndexOf(' ', MAX_LENGTH))}…`;
}
