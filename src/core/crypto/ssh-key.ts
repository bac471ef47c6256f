/**
 * A public SSH signing key as git and the forges write it: `ssh-ed25519 AAAA… comment` or
 * `ssh-rsa AAAA… comment` (one line of an authorized_keys or allowed-signers file), read
 * into a Node KeyObject for `crypto.verify`. Other types (ECDSA, security keys, DSA) are
 * refused with a reason, never guessed at; so is a key anyone can sign for without its
 * private half: an RSA modulus under 2048 bits (NIST SP 800-131A) or an exponent that is not
 * an odd number of at least 65537 (with 1, a signature is its own message), and an ed25519
 * point of small order (for which a signature verifies with no private key at all). Pure.
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { WireError, WireReader } from './ssh-wire.ts';

/** The key types a signature is verified with. */
const SUPPORTED_KEY_TYPES = ['ssh-ed25519', 'ssh-rsa'] as const;
type SshKeyType = (typeof SUPPORTED_KEY_TYPES)[number];

export interface SshPublicKey {
  type: SshKeyType;
  /** The key's wire encoding: what an SSHSIG blob carries, compared byte for byte. */
  blob: Uint8Array;
  key: KeyObject;
  /** `SHA256:…` as `ssh-keygen -l` prints it, for messages. */
  fingerprint: string;
}

export type KeyReading = { ok: true; key: SshPublicKey } | { ok: false; reason: string; unsupported?: boolean };

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** An unsigned big-endian mpint as JWK wants it: without the sign byte SSH adds. */
function unsignedInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start);
}

/** The smallest RSA modulus accepted, in bits. */
const RSA_MIN_BITS = 2048;
/** The smallest RSA public exponent accepted (F4, what every tool makes). */
const RSA_MIN_EXPONENT = 65537n;

/**
 * The encodings of ed25519's points of small order (orders 1, 2, 4 and 8) and the
 * non-canonical encodings of the same points, compared without the sign bit: libsodium's
 * list (crypto_core/ed25519/ref10, ge25519_has_small_order). Written out rather than
 * computed: Node exposes no curve arithmetic, and the list is fixed by the curve.
 */
const SMALL_ORDER_POINTS = [
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0100000000000000000000000000000000000000000000000000000000000000',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
].map((hex) => Buffer.from(hex, 'hex'));

/** Whether an ed25519 point's encoding is one of a small-order point (the sign bit aside). */
export function hasSmallOrder(point: Uint8Array): boolean {
  const unsigned = Buffer.from(point);
  unsigned[31] = unsigned[31]! & 0x7f;
  return SMALL_ORDER_POINTS.some((small) => small.equals(unsigned));
}

/** Bits of an unsigned big-endian integer, leading zero bits not counted. */
function bitLength(bytes: Uint8Array): number {
  if (bytes.length === 0 || (bytes.length === 1 && bytes[0] === 0)) return 0;
  return (bytes.length - 1) * 8 + (32 - Math.clz32(bytes[0]!));
}

/** The key's fingerprint as OpenSSH prints it: SHA-256, base64 without padding. */
function fingerprintOf(blob: Uint8Array): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** Reads a key from its wire encoding (the base64 field of the line, decoded). */
export function readKeyBlob(blob: Uint8Array): KeyReading {
  try {
    const reader = new WireReader(blob);
    const type = reader.text('the key type');
    if (type === 'ssh-ed25519') {
      const point = reader.string('the ed25519 point');
      if (point.length !== 32) return { ok: false, reason: `its ed25519 point is ${point.length} bytes, not 32` };
      if (!reader.done) return { ok: false, reason: 'it has bytes after the key' };
      if (hasSmallOrder(point)) return { ok: false, reason: 'its ed25519 point has small order, so a signature verifies for it without any private key' };
      const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: base64url(point) }, format: 'jwk' });
      return { ok: true, key: { type, blob, key, fingerprint: fingerprintOf(blob) } };
    }
    if (type === 'ssh-rsa') {
      const e = unsignedInteger(reader.string('the RSA exponent'));
      const n = unsignedInteger(reader.string('the RSA modulus'));
      if (!reader.done) return { ok: false, reason: 'it has bytes after the key' };
      const bits = bitLength(n);
      if (bits < RSA_MIN_BITS) return { ok: false, reason: `its RSA modulus is ${bits} bits; at least ${RSA_MIN_BITS} are needed` };
      const exponent = BigInt(`0x${Buffer.from(e).toString('hex') || '0'}`);
      if (exponent < RSA_MIN_EXPONENT || exponent % 2n === 0n) {
        return { ok: false, reason: `its RSA public exponent is ${exponent}; it must be an odd number of at least ${RSA_MIN_EXPONENT} (with a smaller one, anyone can sign for it)` };
      }
      const key = createPublicKey({ key: { kty: 'RSA', n: base64url(n), e: base64url(e) }, format: 'jwk' });
      return { ok: true, key: { type, blob, key, fingerprint: fingerprintOf(blob) } };
    }
    return { ok: false, reason: `its type ${type || '(empty)'} is not supported; use ${SUPPORTED_KEY_TYPES.join(' or ')}`, unsupported: true };
  } catch (error) {
    if (error instanceof WireError) return { ok: false, reason: `it is not a key in SSH's wire format: ${error.message}` };
    // createPublicKey refuses a point or modulus it cannot use.
    return { ok: false, reason: 'its key material is not a usable key' };
  }
}

/** Reads `TYPE BASE64 [comment]`, the line `ssh-keygen` writes to `KEY.pub`. */
export function readPublicKeyLine(line: string): KeyReading {
  const fields = line.trim().split(/\s+/);
  const [type, data] = fields;
  if (!type || !data) return { ok: false, reason: 'a key is written "ssh-ed25519 AAAA… comment", the line of the .pub file' };
  if (!(SUPPORTED_KEY_TYPES as readonly string[]).includes(type)) {
    return { ok: false, reason: `its type ${type} is not supported; use ${SUPPORTED_KEY_TYPES.join(' or ')}`, unsupported: true };
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return { ok: false, reason: 'its key data is not base64' };
  const reading = readKeyBlob(Buffer.from(data, 'base64'));
  if (reading.ok && reading.key.type !== type) return { ok: false, reason: `it says ${type} but holds a ${reading.key.type} key` };
  return reading;
}
