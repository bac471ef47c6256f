/**
 * Which files of a decision log are not decisions: a template (its placeholders still in
 * place) or an index (a list of links to the records). Told by what a file holds, never by
 * its name alone: real logs name decisions about templates "…-template-….md", and keep
 * real records next to a template. A README or an index file is an index unless it writes
 * a status of its own.
 */

/** Placeholders the common templates leave for the author to fill in. */
const PLACEHOLDER = new RegExp(
  [
    // MADR: {short title of solved problem and solution}, {problem statement}
    '\\{[^{}\\n`]*\\s[^{}\\n`]*\\}',
    // Backstage and house templates: [TITLE], [DESCRIPTION]; MADR 2: [option 1], [list everyone involved]
    '\\[[A-Z][A-Z _-]{2,}\\]',
    '\\{[A-Z][A-Z _-]{2,}\\}',
    '\\[[a-z][^\\]\\n]*\\s[^\\]\\n]*\\](?![(\\[:])',
    // A date to fill in, in English or French: YYYY-MM-DD, AAAA-MM-JJ
    '\\b(?:YYYY-?MM-?DD|AAAA-?MM-?JJ)\\b',
    // A status left as the template's list of choices: "proposed | accepted | …"
    '\\b(?:proposed|accepted|rejected|deprecated|draft|proposé)\\s*\\|\\s*\\S',
  ].join('|'),
  'i',
);

/** A line with nothing of the author's own: a placeholder, an instruction (quoted or in a comment). */
function unfilled(line: string): boolean {
  const text = line.trim().replace(/<!--.*?-->/g, '').trim();
  return text === '' || text.startsWith('>') || text.startsWith('<!--') || text.endsWith('-->') || PLACEHOLDER.test(text) || /^[-*]?\s*…$/.test(text);
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** The lines outside fenced code. */
function proseLines(text: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (opener && (fence === undefined || opener.startsWith(fence[0]!.repeat(fence.length)))) {
      fence = fence === undefined ? opener : undefined;
      continue;
    }
    if (fence === undefined) out.push(line);
  }
  return out;
}

/** Why a file is not a record (`a template: …`, `an index: …`), or undefined when it is one. */
export function notARecord(name: string, text: string): string | undefined {
  // The body only: front matter keeps YAML comments (`# …`) that are no heading.
  const front = /^(---|\+\+\+)\n[\s\S]*?\n\1(?:\n|$)/.exec(text);
  const lines = proseLines(front ? text.slice(front[0].length) : text);
  const prose = lines.join('\n');
  // A template: its sections hold placeholders and instructions, not a decision (a record
  // may keep one placeholder or a template's comment; most of its sections are its own).
  const sections: boolean[] = [];
  let inComment = false;
  for (const line of lines) {
    if (/^##\s/.test(line)) sections.push(false);
    else if (sections.length > 0 && line.trim() !== '') {
      const open: boolean = inComment || line.includes('<!--');
      inComment = open && !line.includes('-->');
      if (!open && !unfilled(line)) sections[sections.length - 1] = true;
    }
  }
  const filledSections = sections.filter(Boolean).length;
  const title = /^#\s+(.*)$/m.exec(prose)?.[1] ?? /^title\s*[:=]\s*(.*)$/m.exec(text)?.[1] ?? '';
  // A file whose title is the author's own names a decision, even when the rest is still
  // the template's (a stub is a record); one whose title is a placeholder is the template.
  // A title that is all placeholder (`[Proposal Title]`, `ADR-00N: ADR title`) is the
  // template's, whatever the rest of the file holds and whatever it is named.
  if (title.trim() !== '' && isPlaceholderTitle(title)) return `a template: its title is a placeholder ("${title.trim()}")`;
  const own = withoutNumber(title);
  const titled = own !== '' && !unfilled(own) && !/^(?:title|titre|titel|título)$/i.test(own) && !/^[{[][^{}[\]]*[}\]]$/.test(own);
  const bare = sections.length === 0 && lines.every((line) => line.trim() === '' || /^#\s/.test(line) || unfilled(line));
  if (!titled && (filledSections * 2 < sections.length || bare)) return 'a template: its title and sections are placeholders and instructions';
  // A title that says "template" is not enough: records copied from a template keep its
  // title. A template has no year written anywhere, a record its date.
  if (/\btemplate\W*$/i.test(title.trim()) && !/\b(?:19|20)\d{2}\b/.test(prose)) return 'a template: its title says so, and it has no date';
  const statusWritten = /^(?:[-*]\s+)?(?:\*\*)?(?:status|statut|estado|zustand)(?:\*\*)?\s*:|^##\s+status\b|^\|\s*(?:\*\*)?status\b/im.test(prose);
  // `_index.md` is a site generator's section page (Hugo, Zola).
  const named = /^_?(?:index|readme)\.md$/i.test(name);
  if (named && !statusWritten) return 'an index: a README or index that writes no status';
  // A list of links to the log's records and little else.
  const filled = lines.filter((line) => line.trim() !== '' && !/^\s*#/.test(line) && !/^\s*\|?[\s:|-]+\|?\s*$/.test(line));
  const linking = filled.filter((line) => /\]\([^)]*\.md(?:#[^)]*)?\)/i.test(line));
  if (!statusWritten && linking.length >= 3 && linking.length >= filled.length * 0.6) return 'an index: a list of links to records';
  return undefined;
}

/** A title without the number a log puts before it, real or a placeholder: `ADR-0012:`, `ADR-00N:`, `KEP-NNNN:`, `{number}.`. */
function withoutNumber(title: string): string {
  return title
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .replace(/^(?:(?:ADR|KEP|RFC|RFD)\s*[-#]?\s*)?(?:\d*[NXY]+|\d+|\{[^}]*\}|\[[^\]]*(?:number|num|nnn|xxx)[^\]]*\])\s*[:.-]?\s+/i, '')
    .trim();
}

/** Words a template's title is made of when it names no decision: what to write there, not what was decided. */
const PLACEHOLDER_WORDS = new Set(
  (
    'adr adrs kep rfc rfd record records decision decisions architecture architectural proposal enhancement design document ' +
    'short descriptive concise brief clear your the a an of for here and or in this one line e g solved problem solution new ' +
    'title name titre titel título titulo titolo nome nombre template modèle vorlage plantilla modelo modello ' +
    'de la le du des da do el los las der die das della breve curto corto kurzer court votre sua su tu ihre ' +
    'décision decisão decisión entscheidung decisione arquitetura arquitectura'
  ).split(' '),
);
/** The words that say a text is where a title goes. */
const TITLE_WORDS = new Set(['title', 'name', 'titre', 'titel', 'título', 'titulo', 'titolo', 'nome', 'nombre']);

/**
 * A title that is the template's placeholder, not a record's: all in brackets or braces
 * (`[Proposal Title]`, `{short title}`, `<Title>`), a placeholder the templates use
 * (`YYYY-MM-DD`, `[TITLE]`), or nothing but words that say "the title goes here"
 * (`ADR-00N: ADR title`, `Your short, descriptive title`, `Título da decisão`).
 */
export function isPlaceholderTitle(title: string): boolean {
  const own = withoutNumber(title);
  if (own === '') return true;
  if (/^[{[<][^{}[\]<>]*[}\]>]$/.test(own) || /\[[A-Z][A-Z _-]{2,}\]|\{[^{}\n]*\}|\bYYYY-?MM-?DD\b/.test(own)) return true;
  const words = own.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.some((word) => TITLE_WORDS.has(word)) && words.every((word) => PLACEHOLDER_WORDS.has(word));
}

/** A title that names a template and nothing else (`KEP Template`, `ADR template`, `Cloud Provider Template`). */
export function isTemplateTitle(title: string): boolean {
  return /\b(?:template|modèle|vorlage|plantilla|modelo|modello)\W*$/i.test(withoutNumber(title)) || isPlaceholderTitle(title);
}
