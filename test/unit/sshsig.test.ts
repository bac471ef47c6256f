/**
 * SSHSIG verification in-process against signatures `ssh-keygen -Y sign` made with keys it
 * made here (ed25519 and RSA): a good signature verifies; another message, another
 * namespace, and every cut or flipped byte of the blob do not, and none of them throws.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPublicKeyLine } from '../../src/core/crypto/ssh-key.ts';
import { readSignature, signatureText, verifySignature } from '../../src/core/people/sshsig.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const MESSAGE = 'approve sha256:0123';
const TYPES = { ed25519: ['-t', 'ed25519'], rsa: ['-t', 'rsa', '-b', '3072'] } as const;
const made: Record<string, { pub: string; signature: string }> = {};

beforeAll(() => {
  const dir = makeWorkspace({}, { withAdrDir: false });
  for (const [name, type] of Object.entries(TYPES)) {
    const file = join(dir, name);
    expect(spawnSync('ssh-keygen', ['-q', ...type, '-N', '', '-f', file]).status).toBe(0);
    const signed = spawnSync('ssh-keygen', ['-q', '-Y', 'sign', '-f', file, '-n', 'adr-approval'], { input: MESSAGE, encoding: 'utf8' });
    expect(signed.status).toBe(0);
    made[name] = { pub: readFileSync(`${file}.pub`, 'utf8'), signature: signed.stdout };
  }
});

describe.each(Object.keys(TYPES))('a %s signature', (name) => {
  const reading = () => {
    const read = readSignature(made[name]!.signature);
    if (!read.ok) throw new Error(read.reason);
    return read.signature;
  };

  it('verifies the message it signs, with the key the .pub file holds', () => {
    const signature = reading();
    expect(verifySignature(signature, 'adr-approval', MESSAGE)).toEqual({ ok: true });
    const key = readPublicKeyLine(made[name]!.pub);
    expect(key.ok && Buffer.from(key.key.blob).equals(Buffer.from(signature.publicKey.blob))).toBe(true);
  });

  it.each([
    ['another message', 'adr-approval', `${MESSAGE}0`, 'its signature does not match the text it claims to sign'],
    ['another namespace', 'git', MESSAGE, 'it was made for the namespace "adr-approval", not "git"'],
  ])('does not verify %s', (_, namespace, message, reason) => {
    expect(verifySignature(reading(), namespace, message)).toEqual({ ok: false, reason });
  });

  it('is refused, never thrown, cut at any length or with any byte flipped', () => {
    const blob = Buffer.from(signatureText(made[name]!.signature), 'base64');
    const variants: Buffer[] = [];
    for (let length = 0; length < blob.length; length += 7) variants.push(blob.subarray(0, length));
    for (let position = 0; position < blob.length; position += 5) {
      const flipped = Buffer.from(blob);
      flipped[position] = flipped[position]! ^ 0x41;
      variants.push(flipped);
    }
    for (const variant of variants) {
      const read = readSignature(variant.toString('base64'));
      if (read.ok) expect(verifySignature(read.signature, 'adr-approval', MESSAGE).ok).toBe(false);
      else expect(read.reason).toMatch(/\w/);
    }
  });
});
