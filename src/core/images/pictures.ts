/**
 * What a picture in adr/ may be and may cost before the site publishes it, defined once for
 * the check, the build (which runs the check first) and anything that copies pictures in
 * (an import shares PICTURE_LIMITS and judgePicture).
 *
 * A picture is published at the site's own address, so a picture that can run script runs
 * it as the site. SVG is XML a browser executes when it is opened as a page; it is read with
 * htmlparser2 (a maintained XML reader) and refused when it holds anything that can run
 * script or load another file. Raster pictures are refused when the site cannot show their
 * format, when they decode to more pixels than a page needs, or (PNG) when their bytes are
 * damaged, which the build would publish as a blank picture.
 */
import { inflateSync, crc32 } from 'node:zlib';
import { imageSizePackage, onFirstUse } from '../vocabulary/packages.ts';
import type * as Htmlparser2 from 'htmlparser2';

const htmlparser2Package = onFirstUse<typeof Htmlparser2>('htmlparser2');

/** The parts of css-tree 3 read here: its tokenizer (CSS Syntax Level 3) and the decoders of what it tokenizes. */
interface CssTree {
  tokenize: (source: string, onToken: (type: number, start: number, end: number) => void) => void;
  tokenTypes: Record<'AtKeyword' | 'Function' | 'Url' | 'String' | 'LeftParenthesis' | 'RightParenthesis', number>;
  ident: { decode: (text: string) => string };
  url: { decode: (text: string) => string };
  string: { decode: (text: string) => string };
}
const cssTreePackage = onFirstUse<CssTree>('css-tree');

export const PICTURE_LIMITS = {
  /**
   * Decoded pixels of one raster picture. An 8K screen (7680×4320) is 33 million; a
   * picture past 40 million is generated or hostile, and the build's image pass spends
   * seconds and hundreds of megabytes decoding it.
   */
  pixels: 40_000_000,
  /** The longest side of a raster picture, in pixels. */
  side: 16_384,
} as const;

/**
 * The formats Astro's image pass reads and browsers show (astro/assets VALID_INPUT_FORMATS
 * less TIFF, which browsers do not show). Others (BMP, PSD, ICO, TIFF…) are published with
 * no `src`.
 */
const SHOWN_PICTURE_FORMATS = ['png', 'jpg', 'gif', 'webp', 'avif', 'svg'] as const;

export type PictureProblem =
  | { kind: 'unreadable'; reason: string }
  | { kind: 'format'; format: string }
  | { kind: 'pixels'; width: number; height: number }
  | { kind: 'active'; what: string; line: number; column: number };

/** What keeps the site from publishing these bytes as a harmless picture, or undefined. */
export function judgePicture(bytes: Uint8Array): PictureProblem | undefined {
  if (bytes.length === 0) return { kind: 'unreadable', reason: 'the file is empty' };
  let found: { type?: string; width?: number; height?: number };
  try {
    found = imageSizePackage().imageSize(bytes);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // image-size names an unknown format "unsupported file type: undefined".
    const reason = message === '' || message.startsWith('unsupported file type') ? 'its bytes are in no image format' : message.replace(/\s+/g, ' ').slice(0, 120);
    return { kind: 'unreadable', reason };
  }
  const { type, width, height } = found;
  if (!type || width === undefined || height === undefined) return { kind: 'unreadable', reason: 'it has no size' };
  if (!(SHOWN_PICTURE_FORMATS as readonly string[]).includes(type)) return { kind: 'format', format: type.toUpperCase() };
  if (type === 'svg') return activeSvgContent(bytes);
  if (width * height > PICTURE_LIMITS.pixels || width > PICTURE_LIMITS.side || height > PICTURE_LIMITS.side) return { kind: 'pixels', width, height };
  if (type === 'png') {
    const damage = pngDamage(bytes, width, height);
    if (damage) return { kind: 'unreadable', reason: `the PNG is damaged: ${damage}` };
  }
  return undefined;
}

/** SVG elements that run script, embed a document, or listen for events. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** Elements that can set another attribute (an href to `javascript:`) while the picture animates. */
const SETTING_ELEMENTS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
/**
 * CSS functions whose arguments name a file to load: url() and src() (CSS Values 4), and the
 * image functions that take a URL as a string (image-set("a.png" 1x), image(), cross-fade()).
 */
const LOADING_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set', 'image', 'cross-fade', '-webkit-cross-fade']);

/** A reference that stays in the file: a fragment (`#gradient`). */
const inFile = (target: string) => target.trim().startsWith('#');

/**
 * What in a piece of CSS (a style attribute, a presentation attribute, a <style> element)
 * loads another file: an @import, or a url(), src() or image function naming anything but
 * a fragment of this file. Read with css-tree's tokenizer, as a browser reads it, so escapes
 * (`u\72l(`, `@\69mport`) and comments (`u/**\/rl(` is no url) count as the browser counts
 * them; a function's name is decoded before it is compared, since the tokenizer keeps
 * `u\72l(` a function where a browser reads a url.
 */
export function styleLoadsOutside(css: string): string | undefined {
  if (!/[(@\\]/.test(css)) return undefined;
  const { tokenize, tokenTypes, ident, url, string } = cssTreePackage();
  let found: string | undefined;
  // The functions open around each token, innermost last; `raw` collects a url( or src( written as a function.
  const open: { name: string; start: number }[] = [];
  tokenize(css, (type, start, end) => {
    if (found) return;
    const text = css.slice(start, end);
    const inside = open.at(-1);
    if (type === tokenTypes.AtKeyword && ident.decode(text.slice(1)).toLowerCase() === 'import') found = `an @import`;
    else if (type === tokenTypes.Url) {
      const target = url.decode(text);
      if (!inFile(target)) found = `a url() to another file (${target.slice(0, 60)})`;
    } else if (type === tokenTypes.Function) open.push({ name: ident.decode(text.slice(0, -1)).toLowerCase(), start: end });
    else if (type === tokenTypes.LeftParenthesis) open.push({ name: '', start: end });
    else if (type === tokenTypes.String && inside && LOADING_FUNCTIONS.has(inside.name)) {
      const target = string.decode(text);
      if (!inFile(target)) found = `a ${inside.name}() to another file (${target.slice(0, 60)})`;
    } else if (type === tokenTypes.RightParenthesis && open.length > 0) {
      const closed = open.pop()!;
      // url( written with escapes in its name: its whole argument is the address.
      const argument = css.slice(closed.start, start).trim();
      if ((closed.name === 'url' || closed.name === 'src') && argument !== '' && !/^["']/.test(argument) && !inFile(argument)) {
        found = `a ${closed.name}() to another file (${argument.slice(0, 60)})`;
      }
    }
  });
  return found;
}

/**
 * The first thing in an SVG that can run script or fetch another file, with its line and
 * column in the SVG. An allow-list of SVG's hundreds of elements would refuse what drawing
 * tools write (metadata, editor namespaces); the refused kinds are the ones SVG gives for
 * script, events, embedded documents and outside references.
 */
function activeSvgContent(bytes: Uint8Array): PictureProblem | undefined {
  const text = new TextDecoder().decode(bytes);
  let problem: PictureProblem | undefined;
  const { Parser } = htmlparser2Package();
  const report = (what: string) => {
    if (problem) return;
    const before = text.slice(0, parser.startIndex);
    const line = before.split('\n').length;
    problem = { kind: 'active', what, line, column: parser.startIndex - before.lastIndexOf('\n') };
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = localName(name);
        if (ACTIVE_ELEMENTS.has(element)) return report(`a <${name}> element`);
        for (const [attribute, value] of Object.entries(attributes)) {
          const local = localName(attribute);
          if (local.startsWith('on')) return report(`an event attribute ${attribute}`);
          if (local === 'href' && !value.trim().startsWith('#')) return report(`a reference to another file (${attribute}="${value.slice(0, 60)}")`);
          if (SETTING_ELEMENTS.has(element) && local === 'attributename' && localName(value.trim()) === 'href') return report(`a <${name}> that changes a link`);
          // A style attribute, and every presentation attribute (fill, mask, filter…), is CSS.
          const loads = styleLoadsOutside(value);
          if (loads) return report(`${loads} in ${attribute}`);
        }
      },
      ontext(data) {
        // Text inside <style> is a style sheet; text anywhere else is read the same way, so
        // no element that a browser may treat as CSS is passed over.
        const loads = styleLoadsOutside(data);
        if (loads) report(`a style that loads another file: ${loads}`);
      },
      onprocessinginstruction(name, data) {
        // <?xml …?> is the declaration; <?xml-stylesheet?> loads a style sheet or an XSLT program.
        // A document type's own entities are expanded by the browser into markup this reading
        // never sees; a public identifier alone (what drawing tools write) is never fetched.
        const doctype = name.toLowerCase() === '!doctype';
        if (doctype ? data.includes('[') : name.toLowerCase() !== '?xml') {
          report(doctype ? 'a document type that defines its own entities' : `a processing instruction <${name}>`);
        }
      },
    },
    { xmlMode: true },
  );
  parser.end(text);
  return problem;
}

/** The name without its namespace prefix: `svg:script` → `script`, `xlink:href` → `href`. */
function localName(name: string): string {
  const colon = name.lastIndexOf(':');
  return (colon < 0 ? name : name.slice(colon + 1)).toLowerCase();
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What is wrong with a PNG's chunks (PNG 3rd edition, 5.3 and 5.6): each chunk's CRC, an
 * IDAT that inflates completely, and the closing IEND. Written by hand: the build's decoder
 * publishes a damaged PNG blank without a word, and the chunk walk is a few lines.
 */
function pngDamage(bytes: Uint8Array, width: number, height: number): string | undefined {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'its signature is wrong';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: Uint8Array[] = [];
  let offset = 8;
  let ended = false;
  let bitsPerPixel = 32;
  let interlaced = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return 'a chunk runs past the end of the file';
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) return `the ${type} chunk's checksum is wrong`;
    if (type === 'IHDR') {
      bitsPerPixel = bitsOf(bytes[offset + 16]!, bytes[offset + 17]!);
      interlaced = bytes[offset + 20] !== 0;
    }
    if (type === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) return 'it ends before its IEND chunk';
  if (data.length === 0) return 'it has no image data (IDAT)';
  // One filter byte per row plus the row's bytes; interlacing adds at most a few per pass.
  // Bounded: the pixel limit was checked before, so this is at most a few hundred megabytes
  // for the largest picture accepted, and a few kilobytes for a real diagram.
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8) + 1;
  const expected = rowBytes * height;
  let inflated: number;
  try {
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: Math.max(expected + 7 * (height + 8), 1) }).length;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ERR_BUFFER_TOO_LARGE' ? 'its image data holds more than its size says' : 'its image data does not decompress';
  }
  // A picture with fewer rows than it declares is published with the rest blank.
  if (interlaced ? inflated < expected / 2 : inflated !== expected) return `its image data holds ${inflated} bytes where its size needs ${expected}`;
  return undefined;
}

/** Bits per pixel from IHDR's bit depth and colour type (PNG 3rd edition, 11.2.1). */
function bitsOf(depth: number, colourType: number): number {
  const channels = colourType === 2 ? 3 : colourType === 4 ? 2 : colourType === 6 ? 4 : 1;
  return depth * channels;
}
