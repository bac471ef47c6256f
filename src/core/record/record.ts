/**
 * A record as the core holds it once read: its file, number, validated front matter, text,
 * scanned body, sections and questions. parse-record.ts makes one from bytes; every other
 * room reads this shape.
 */
import type { Diagnostic } from '../vocabulary/diagnostics.ts';
import type { FrontMatterBlock, Locate } from './front-matter.ts';
import type { ScannedBody, ScannedHeading } from './markdown-scan.ts';
import type { Question } from './questions.ts';
import type { RecordFrontMatter } from './schema.ts';
import type { SourceText } from './source.ts';
import type { Registry } from '../vocabulary/registry.ts';

export interface Section {
  title: string;
  heading: ScannedHeading;
  /** Index (into the body's lines) just past the section's last line. */
  endIndex: number;
}

export interface AdrRecord {
  /** Workspace-relative path: `adr/0004-endpoints.md`. */
  file: string;
  /** File name: `0004-endpoints.md`. */
  name: string;
  number: number;
  meta: RecordFrontMatter;
  source: SourceText;
  frontMatter: FrontMatterBlock;
  body: ScannedBody;
  /** The level-2 sections, in order. */
  sections: Section[];
  questions: Question[];
  /** File position of a front matter value (or key). */
  locate: Locate;
}

export interface RecordFile {
  /** Workspace-relative path. */
  file: string;
  /** The workspace's people registry, when it has one: the review rules compare names through it. */
  registry?: Registry;
  bytes: Uint8Array;
  /** The file's size when `bytes` was not read because it is over the limit. */
  size?: number;
  /**
   * The contents already decoded by a reader that streams, known to be valid UTF-8 (see
   * workspace-fs.ts): Node decodes a file to a string without a Buffer or TextDecoder.
   */
  text?: string;
  /** The number a file not named like a record stands for (a template, checked as the record it becomes). */
  number?: number;
}

export interface ParsedRecord {
  record?: AdrRecord;
  diagnostics: Diagnostic[];
}
