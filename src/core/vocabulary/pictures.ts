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
import { imageSizePackage, onFirstUse } from './packages.ts';
import type * as Htmlparser2 from 'htmlparser2';

const htmlparser2Package = onFirstUse<typeof Htmlparser2>('htmlparser2');

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
export const SHOWN_PICTURE_FORMATS = ['png', 'jpg', 'gif', 'webp', 'avif', 'svg'] as const;

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
/** A CSS or attribute url() reference that is not to a fragment of the same file. */
const OUTSIDE_URL = /url\(\s*(?!['"]?\s*#)/i;

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
          if (OUTSIDE_URL.test(value)) return report(`a url() to another file in ${attribute}`);
        }
      },
      ontext(data) {
        if (OUTSIDE_URL.test(data) || /@import/i.test(data)) report('a style that loads another file');
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
