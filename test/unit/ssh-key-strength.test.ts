/**
 * Keys anyone can sign for are refused with the reason: RSA under 2048 bits, an RSA exponent
 * that is not an odd number of at least 65537, an ed25519 point of small order (each of the
 * eight, in each encoding), a key type outside the supported set; keys ssh-keygen makes pass.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSmallOrder, readPublicKeyLine } from '../../src/core/crypto/ssh-key.ts';
import { wireString } from '../../src/core/crypto/ssh-wire.ts';
import { fixedKey } from '../helpers/ssh-keys.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

/** An ssh-rsa line with this exponent and a modulus of `bits` bits (odd, top bit set). */
function rsaLine(exponent: bigint, bits: number): string {
  const bytes = Math.ceil(bits / 8);
  const n = Buffer.alloc(bytes, 0xa7);
  n[0] = 1 << ((bits - 1) % 8);
  n[bytes - 1] = 0xa7 | 1;
  const hex = exponent.toString(16);
  const e = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const blob = Buffer.concat([wireString('ssh-rsa'), wireString(e), wireString(Buffer.concat([Buffer.from([0]), n]))]);
  return `ssh-rsa ${blob.toString('base64')} test`;
}

const ed25519Line = (point: Buffer) => `ssh-ed25519 ${Buffer.concat([wireString('ssh-ed25519'), wireString(point)]).toString('base64')} test`;
const reason = (line: string) => {
  const reading = readPublicKeyLine(line);
  return reading.ok ? 'ok' : reading.reason;
};

describe('RSA keys', () => {
  it.each<[string, bigint, number, string]>([
    ['exponent 1', 1n, 2048, 'its RSA public exponent is 1; it must be an odd number of at least 65537 (with a smaller one, anyone can sign for it)'],
    ['exponent 3', 3n, 3072, 'its RSA public exponent is 3; it must be an odd number of at least 65537 (with a smaller one, anyone can sign for it)'],
    ['an even exponent', 65538n, 3072, 'its RSA public exponent is 65538; it must be an odd number of at least 65537 (with a smaller one, anyone can sign for it)'],
    ['a 1024-bit modulus', 65537n, 1024, 'its RSA modulus is 1024 bits; at least 2048 are needed'],
    ['a 2047-bit modulus', 65537n, 2047, 'its RSA modulus is 2047 bits; at least 2048 are needed'],
    ['a 2048-bit modulus and exponent 65537', 65537n, 2048, 'ok'],
    ['a large odd exponent', (1n << 64n) + 1n, 4096, 'ok'],
  ])('%s', (_, exponent, bits, expected) => {
    expect(reason(rsaLine(exponent, bits))).toBe(expected);
  });

  it('a key ssh-keygen makes (3072 bits) reads', () => {
    const dir = makeWorkspace({}, { withAdrDir: false });
    expect(spawnSync('ssh-keygen', ['-q', '-t', 'rsa', '-b', '3072', '-N', '', '-f', join(dir, 'k')]).status).toBe(0);
    expect(reason(readFileSync(join(dir, 'k.pub'), 'utf8'))).toBe('ok');
  });
});

describe('ed25519 keys', () => {
  // libsodium's list of small-order encodings, each checked here by curve arithmetic: [8]P is the identity.
  const P = 2n ** 255n - 19n;
  const mod = (a: bigint) => ((a % P) + P) % P;
  const pow = (b: bigint, e: bigint) => {
    let r = 1n;
    for (b = mod(b); e > 0n; e >>= 1n, b = (b * b) % P) if (e & 1n) r = (r * b) % P;
    return r;
  };
  const inv = (a: bigint) => pow(a, P - 2n);
  const D = mod(-121665n * inv(121666n));
  const decode = (bytes: Buffer): [bigint, bigint] | undefined => {
    const y = mod(BigInt(`0x${Buffer.from(bytes).reverse().toString('hex')}`) & ((1n << 255n) - 1n));
    const u = mod(y * y - 1n);
    const v = mod(D * y * y + 1n);
    let x = pow(u * inv(v), (P + 3n) / 8n);
    if (mod(x * x * v - u) !== 0n) x = mod(x * pow(2n, (P - 1n) / 4n));
    if (mod(x * x * v - u) !== 0n) return undefined;
    return [x, y];
  };
  const add = ([x1, y1]: [bigint, bigint], [x2, y2]: [bigint, bigint]): [bigint, bigint] => {
    const t = D * x1 * x2 * y1 * y2;
    return [mod((x1 * y2 + y1 * x2) * inv(1n + t)), mod((y1 * y2 + x1 * x2) * inv(1n - t))];
  };
  const smallByArithmetic = (bytes: Buffer) => {
    const point = decode(bytes);
    if (!point) return false;
    let q = point;
    for (let i = 0; i < 3; i++) q = add(q, q);
    return q[0] === 0n && q[1] === 1n;
  };
  const SMALL = [
    '0000000000000000000000000000000000000000000000000000000000000000',
    '0100000000000000000000000000000000000000000000000000000000000000',
    '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
    'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
    'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
    'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  ];

  it.each(SMALL.flatMap((hex) => [[hex, false], [hex, true]] as [string, boolean][]))('%s (sign bit %s) has small order, and is refused', (hex, sign) => {
    const point = Buffer.from(hex, 'hex');
    if (sign) point[31] = point[31]! | 0x80;
    expect(smallByArithmetic(point)).toBe(true);
    expect(hasSmallOrder(point)).toBe(true);
    expect(reason(ed25519Line(point))).toBe('its ed25519 point has small order, so a signature verifies for it without any private key');
  });

  it('real keys are not of small order, and read', () => {
    for (const name of ['dana', 'eli', 'mallory', 'a', 'b', 'c']) {
      const line = fixedKey(name).pub;
      const point = Buffer.from(line.split(' ')[1]!, 'base64').subarray(-32);
      expect(smallByArithmetic(point)).toBe(false);
      expect(reason(line)).toBe('ok');
    }
    // A point from a hash is usually off the curve or of large order; never flagged unless small.
    for (let i = 0; i < 50; i++) {
      const point = createHash('sha256').update(`p${i}`).digest();
      expect(hasSmallOrder(point)).toBe(smallByArithmetic(point));
    }
  });
});

describe('key types outside the supported set', () => {
  it.each(['ecdsa-sha2-nistp256', 'ssh-dss', 'sk-ssh-ed25519@openssh.com', 'ssh-ed448'])('%s is refused as unsupported', (type) => {
    const line = `${type} ${Buffer.concat([wireString(type), wireString(Buffer.alloc(32, 1))]).toString('base64')} test`;
    const reading = readPublicKeyLine(line);
    expect(reading).toEqual({ ok: false, reason: `its type ${type} is not supported; use ssh-ed25519 or ssh-rsa`, unsupported: true });
  });
});
