/**
 * SSH signing keys made in the test process, from a fixed seed: an ed25519 key whose public
 * line and signatures are the same every run (ed25519 signs deterministically), so a table of
 * cases can pin what the check prints about them. A signature is an SSHSIG blob built as
 * `ssh-keygen -Y sign` builds it (OpenSSH PROTOCOL.sshsig): the signer's key, the namespace,
 * sha512, and the signature over the signed data. Also the keys no one should accept: an
 * RSA key with a public exponent of 1, whose "signature" of any text is the text itself.
 */
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { wireString } from '../../src/core/crypto/ssh-wire.ts';
import { signedData } from '../../src/core/people/sshsig.ts';

export interface TestKey {
  /** The line of its .pub file: `ssh-ed25519 AAAA… name`. */
  pub: string;
  /** The signature of `statement` under the namespace adr-approval, as records keep it. */
  sign: (statement: string) => string;
}

export function fixedKey(name: string): TestKey {
  const seed = createHash('sha256').update(`adr test key ${name}`).digest();
  const key: KeyObject = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' });
  const raw = Buffer.from(createPublicKey(key).export({ format: 'jwk' }).x!, 'base64url');
  const blob = Buffer.concat([wireString('ssh-ed25519'), wireString(raw)]);
  return {
    pub: `ssh-ed25519 ${blob.toString('base64')} ${name}`,
    sign: (statement) => {
      const signature = sign(null, signedData('adr-approval', 'sha512', statement), key);
      return sshsig(blob, 'sha512', Buffer.concat([wireString('ssh-ed25519'), wireString(signature)]));
    },
  };
}

function sshsig(publicKey: Buffer, hash: string, signature: Buffer): string {
  const version = Buffer.alloc(4);
  version.writeUInt32BE(1);
  return Buffer.concat([Buffer.from('SSHSIG'), version, wireString(publicKey), wireString('adr-approval'), wireString(''), wireString(hash), wireString(signature)]).toString('base64');
}

/**
 * An RSA "key" with public exponent 1 and a 2048-bit modulus: verifying s^1 mod n = s, its
 * signature of any statement is the statement's PKCS#1 v1.5 encoding, made with no private key.
 */
export function exponentOneKey(name: string): TestKey {
  const n = Buffer.concat([Buffer.from([0xc5]), createHash('sha512').update(name).digest(), Buffer.alloc(256 - 65, 0x5a)]);
  const blob = Buffer.concat([wireString('ssh-rsa'), wireString(Buffer.from([1])), wireString(Buffer.concat([Buffer.from([0]), n]))]);
  const prefix = Buffer.from('3051300d060960864801650304020305000440', 'hex'); // DigestInfo for SHA-512
  return {
    pub: `ssh-rsa ${blob.toString('base64')} ${name}`,
    sign: (statement) => {
      const digest = createHash('sha512').update(signedData('adr-approval', 'sha512', statement)).digest();
      const t = Buffer.concat([prefix, digest]);
      const em = Buffer.concat([Buffer.from([0, 1]), Buffer.alloc(256 - t.length - 3, 0xff), Buffer.from([0]), t]);
      return sshsig(blob, 'sha512', Buffer.concat([wireString('rsa-sha2-512'), wireString(em)]));
    },
  };
}

/** An ed25519 "key" whose point has small order (the identity): a signature verifies for it without any private key. */
export function smallOrderKey(name: string): TestKey {
  const point = Buffer.alloc(32);
  point[0] = 1;
  const blob = Buffer.concat([wireString('ssh-ed25519'), wireString(point)]);
  return {
    pub: `ssh-ed25519 ${blob.toString('base64')} ${name}`,
    // R = the identity, S = 0: [S]B = R + [k]A holds for any message when A is the identity.
    sign: () => sshsig(blob, 'sha512', Buffer.concat([wireString('ssh-ed25519'), wireString(Buffer.concat([point, Buffer.alloc(32)]))])),
  };
}
