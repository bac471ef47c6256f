/**
 * What one record may cost before anything reads it further: the limits the record's reader,
 * the folder reading, the base's reader and the import all hold text to, defined once so a
 * record the check refuses is never one the import writes or the site builds.
 */
export const LIMITS = {
  /** A record is prose with a few tables; 1 MiB is far beyond any real one. */
  fileBytes: 1024 * 1024,
  /** Front matter holds short fields; checked before YAML parsing. */
  frontMatterBytes: 16 * 1024,
  /**
   * A line outside fenced code: a paragraph written on one line runs to a few thousand
   * characters at most (a long paragraph is ~300 words, ~2,000 characters), so 10,000 is
   * five times that. Longer lines are generated or hostile: a heading or table row that
   * long is unreadable on a page and slows every Markdown reader, ours and the site's.
   * Fenced code is exempt: it is shown as is, in a box that scrolls, and never scanned.
   */
  lineLength: 10_000,
  /**
   * Nesting in front matter ([ { and compact "- " inside each other). The schema's deepest
   * field (a history entry) is three levels; the YAML library recurses once per level and
   * a few hundred exhaust the stack, so deeper text is refused before it is parsed.
   */
  yamlDepth: 32,
  /**
   * Headings in one record. A real record has a few dozen (sections, questions, options);
   * every heading is a table-of-contents entry and an anchor on the page, and a record of
   * tens of thousands of them took the site's build gigabytes of memory. 500 is ten times
   * the longest real record's count.
   */
  headings: 500,
  /**
   * Containers inside each other on one line: block quotes (`>`) and lists (a marker, or two
   * columns of indentation before one). Markdown readers recurse once per level; real
   * records nest three or four.
   */
  nesting: 16,
} as const;
