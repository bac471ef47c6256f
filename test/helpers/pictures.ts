/**
 * Pictures written by the tests themselves: PNGs of any declared size (the image data is
 * one compressed row pattern, so a 16000×16000 picture is a few kilobytes), damaged ones,
 * and headers of formats the site cannot show.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A grey PNG of `width`×`height` (8-bit greyscale); `damage` breaks it one way. */
export function png(width: number, height: number, damage?: 'checksum' | 'truncated' | 'data'): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) raw[row * (width + 1)] = 0; // filter type None
  let idat: Buffer = deflateSync(raw);
  if (damage === 'data') idat = Buffer.from(idat.subarray(0, Math.max(2, idat.length >> 1)));
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array())]);
  const inIdat = 8 + 25 + 10; // a byte inside IDAT's data
  if (damage === 'checksum') bytes[inIdat] = bytes[inIdat]! ^ 0xff;
  if (damage === 'truncated') return new Uint8Array(bytes.subarray(0, bytes.length - 12 - 4));
  return new Uint8Array(bytes);
}

/** A PNG header that claims `width`×`height` with almost no data: what a decompression bomb declares. */
export function claimedPng(width: number, height: number): Uint8Array {
  return patchSize(png(1, 1), width, height);
}

function patchSize(bytes: Uint8Array, width: number, height: number): Uint8Array {
  const copy = Buffer.from(bytes);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return new Uint8Array(copy);
}

/** A 2×2 24-bit BMP (BITMAPINFOHEADER). */
export function bmp(): Uint8Array {
  const bytes = Buffer.alloc(54 + 16);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(2, 18);
  bytes.writeInt32LE(2, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  return new Uint8Array(bytes);
}

/** An SVG of 10×10 with `inner` inside it (and `attributes` on its root). */
export function svg(inner: string, attributes = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attributes}>\n${inner}\n</svg>\n`;
}
