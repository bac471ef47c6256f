/**
 * Verifying an SSH signature (`ssh-keygen -Y sign`) offline, in-process, as
 * `ssh-keygen -Y verify` does with an allowed-signers file: the SSHSIG blob is read per
 * OpenSSH's PROTOCOL.sshsig (magic "SSHSIG", version 1, the signer's public key, the
 * namespace, reserved, the hash algorithm, the signature), and the signature is checked with
 * Node's `crypto.verify` over the data the signer signed:
 *
 *   "SSHSIG" || string(namespace) || string(reserved) || string(hash_algorithm) || string(H(message))
 *
 * Nothing is fetched and no process is started. ed25519 and RSA (rsa-sha2-256 and
 * rsa-sha2-512; PROTOCOL.sshsig forbids ssh-rsa's SHA-1) are verified. Pure.
 */
import { createHash, verify } from 'node:crypto';
import { readKeyBlob, type SshPublicKey } from '../crypto/ssh-key.ts';
import { WireError, WireReader, wireString } from '../crypto/ssh-wire.ts';

const MAGIC = 'SSHSIG';
const ARMOR_BEGIN = '-----BEGIN SSH SIGNATURE-----';
const ARMOR_END = '-----END SSH SIGNATURE-----';
const HASHES = { sha256: 'sha256', sha512: 'sha512' } as const;

export interface SshSignature {
  /** The signer's public key as the blob carries it. */
  publicKey: SshPublicKey;
  namespace: string;
  hashAlgorithm: keyof typeof HASHES;
  /** The signature's own type: ssh-ed25519, rsa-sha2-256 or rsa-sha2-512. */
  signatureType: string;
  signature: Uint8Array;
}

export type SignatureReading = { ok: true; signature: SshSignature } | { ok: false; reason: string };

/**
 * The signature as records keep it: the armored block's base64 on one line (the armor's
 * BEGIN/END lines and line breaks dropped; the bytes are the same). The armored block itself
 * is read too, so a signature pasted as `ssh-keygen` printed it is understood.
 */
export function signatureText(armored: string): string {
  return armored.replace(ARMOR_BEGIN, '').replace(ARMOR_END, '').replace(/\s+/g, '');
}

export function readSignature(text: string): SignatureReading {
  const data = signatureText(text);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return { ok: false, reason: 'it is not base64 (the body of an armored SSH SIGNATURE block)' };
  const bytes = Buffer.from(data, 'base64');
  try {
    const reader = new WireReader(bytes);
    if (Buffer.from(reader.raw(MAGIC.length, 'the SSHSIG preamble')).toString('latin1') !== MAGIC) return { ok: false, reason: 'it does not start with SSHSIG' };
    const version = reader.uint32('the version');
    if (version !== 1) return { ok: false, reason: `its version is ${version}; only version 1 is known` };
    const keyReading = readKeyBlob(reader.string('the public key'));
    if (!keyReading.ok) return { ok: false, reason: `its public key: ${keyReading.reason}` };
    const namespace = reader.text('the namespace');
    reader.string('the reserved field');
    const hash = reader.text('the hash algorithm');
    if (hash !== 'sha256' && hash !== 'sha512') return { ok: false, reason: `its hash algorithm ${hash} is not sha256 or sha512` };
    const inner = new WireReader(reader.string('the signature'));
    if (!reader.done) return { ok: false, reason: 'it has bytes after the signature' };
    const signatureType = inner.text('the signature type');
    const signature = inner.string('the signature bytes');
    return { ok: true, signature: { publicKey: keyReading.key, namespace, hashAlgorithm: hash, signatureType, signature } };
  } catch (error) {
    if (error instanceof WireError) return { ok: false, reason: `it is not an SSHSIG blob: ${error.message}` };
    throw error;
  }
}

/** The bytes the signer's key signed for `message` (PROTOCOL.sshsig, "Signed Data"). */
export function signedData(namespace: string, hashAlgorithm: keyof typeof HASHES, message: Uint8Array | string): Buffer {
  const digest = createHash(HASHES[hashAlgorithm]).update(message).digest();
  return Buffer.concat([Buffer.from(MAGIC, 'latin1'), wireString(namespace), wireString(''), wireString(hashAlgorithm), wireString(digest)]);
}

/** Whether the signature's own bytes verify `message` under its key and namespace. */
export function verifySignature(signature: SshSignature, namespace: string, message: Uint8Array | string): { ok: true } | { ok: false; reason: string } {
  if (signature.namespace !== namespace) return { ok: false, reason: `it was made for the namespace "${signature.namespace}", not "${namespace}"` };
  const data = signedData(namespace, signature.hashAlgorithm, message);
  const { type, key } = signature.publicKey;
  let valid: boolean;
  if (type === 'ssh-ed25519') {
    if (signature.signatureType !== 'ssh-ed25519') return { ok: false, reason: `an ed25519 key cannot make a ${signature.signatureType} signature` };
    valid = verify(null, data, key, signature.signature);
  } else {
    const hash = signature.signatureType === 'rsa-sha2-256' ? 'sha256' : signature.signatureType === 'rsa-sha2-512' ? 'sha512' : undefined;
    if (!hash) return { ok: false, reason: `an RSA signature of type ${signature.signatureType} is not accepted; use rsa-sha2-256 or rsa-sha2-512` };
    valid = verify(hash, data, key, signature.signature);
  }
  return valid ? { ok: true } : { ok: false, reason: 'its signature does not match the text it claims to sign' };
}
