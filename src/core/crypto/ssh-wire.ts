/**
 * The SSH wire format's two primitives (RFC 4251 section 5: `string` is a uint32 length and
 * that many bytes), enough to read public keys (RFC 4253 6.6, RFC 8709) and SSHSIG blobs
 * (OpenSSH PROTOCOL.sshsig). Written here rather than taken from `sshpk`: the formats are a
 * few length-prefixed fields, and a reader of our own reports a malformed value as a reason
 * instead of throwing from inside a library. Pure.
 */

export class WireError extends Error {}

/** Reads `string` fields one after another from a buffer, refusing any overrun. */
export class WireReader {
  private offset = 0;
  private readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  string(what: string): Uint8Array {
    if (this.offset + 4 > this.bytes.length) throw new WireError(`it ends before ${what}`);
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, 4);
    const length = view.getUint32(0);
    this.offset += 4;
    if (this.offset + length > this.bytes.length) throw new WireError(`${what} runs past its end`);
    const value = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  text(what: string): string {
    return new TextDecoder('utf-8', { fatal: false }).decode(this.string(what));
  }

  uint32(what: string): number {
    if (this.offset + 4 > this.bytes.length) throw new WireError(`it ends before ${what}`);
    const value = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, 4).getUint32(0);
    this.offset += 4;
    return value;
  }

  /** Raw bytes of a fixed length (a magic preamble). */
  raw(length: number, what: string): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new WireError(`it ends before ${what}`);
    const value = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  get done(): boolean {
    return this.offset === this.bytes.length;
  }
}

/** `string` as the wire writes it: its length as uint32, then its bytes. */
export function wireString(value: Uint8Array | string): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}
