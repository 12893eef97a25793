/**
 * Password hashing (node:crypto): argon2id with OWASP's parameters (m = 19 MiB, t = 2, p = 1), a
 * fresh 16-byte salt per password and the parameters stored with the hash in the PHC string
 * format, `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (unpadded base64), so they can be raised
 * later without invalidating old hashes. About 60 ms on one core of the development machine.
 *
 * Hashes made before argon2id are scrypt, `$scrypt$N=16384,r=8,p=1$<salt>$<hash>` (padded
 * base64): they still verify, and `needsRehash` is true for every one of them, so a sign-in
 * stores the password again as argon2id (signIn.ts). A Node without `crypto.argon2` (it came
 * in 24.7) hashes with scrypt at OWASP's parameters (N = 2^17, r = 8, p = 1) instead.
 *
 * Passwords are NFKC-normalised first, so canonically equal Unicode passwords match.
 */
import * as crypto from 'node:crypto';
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface Argon2idParams {
  algorithm: 'argon2id';
  /** Memory in KiB. */
  memory: number;
  passes: number;
  parallelism: number;
}

export interface ScryptParams {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
}

export type HashParams = Argon2idParams | ScryptParams;

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const ARGON2ID_PARAMS: Argon2idParams = {
  algorithm: 'argon2id',
  memory: 19456,
  passes: 2,
  parallelism: 1,
};
/** OWASP's scrypt parameters, for a Node without argon2. */
export const SCRYPT_PARAMS: ScryptParams = { algorithm: 'scrypt', N: 2 ** 17, r: 8, p: 1 };

const argon2 = (crypto as { argon2?: typeof crypto.argon2 }).argon2;
/** What new hashes use: argon2id where Node has it. */
export const DEFAULT_PARAMS: HashParams = typeof argon2 === 'function' ? ARGON2ID_PARAMS : SCRYPT_PARAMS;

const ARGON2_VERSION = 19;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** A stored hash asking for more than this is damaged, not verified (it would take the machine). */
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 16;
const MAX_PARALLELISM = 16;
const MAX_SCRYPT_N = 2 ** 20;

function derive(password: string, salt: Buffer, keyLength: number, params: HashParams): Promise<Buffer> {
  const message = password.normalize('NFKC');
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, key: Buffer) => (error ? reject(error) : resolve(key));
    if (params.algorithm === 'argon2id') {
      if (!argon2) return reject(new Error('This Node has no crypto.argon2'));
      argon2(
        'argon2id',
        {
          message,
          nonce: salt,
          memory: params.memory,
          passes: params.passes,
          parallelism: params.parallelism,
          tagLength: keyLength,
        },
        done,
      );
    } else {
      // Node refuses more than 32 MiB unless told; scrypt needs 128·N·r bytes plus a little.
      const options: ScryptOptions = {
        N: params.N,
        r: params.r,
        p: params.p,
        maxmem: 256 * params.N * params.r,
      };
      crypto.scrypt(message, salt, keyLength, options, done);
    }
  });
}

const unpadded = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, params: HashParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  if (params.algorithm === 'scrypt') {
    return `$scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }
  const { memory, passes, parallelism } = params;
  return `$argon2id$v=${ARGON2_VERSION}$m=${memory},t=${passes},p=${parallelism}$${unpadded(salt)}$${unpadded(key)}`;
}

interface ParsedHash {
  params: HashParams;
  salt: Buffer;
  key: Buffer;
}

const ARGON2ID = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const SCRYPT = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

function parse(stored: string): ParsedHash | null {
  const argon = ARGON2ID.exec(stored);
  if (argon) {
    const [, version, m, t, p, salt, key] = argon;
    const params: Argon2idParams = {
      algorithm: 'argon2id',
      memory: Number(m),
      passes: Number(t),
      parallelism: Number(p),
    };
    if (
      Number(version) !== ARGON2_VERSION ||
      params.parallelism < 1 ||
      params.parallelism > MAX_PARALLELISM ||
      params.passes < 1 ||
      params.passes > MAX_PASSES ||
      params.memory < 8 * params.parallelism ||
      params.memory > MAX_MEMORY_KIB
    )
      return null;
    const parsed = { params, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
    return parsed.salt.length >= 8 && parsed.key.length >= 4 ? parsed : null;
  }
  const old = SCRYPT.exec(stored);
  if (old) {
    const [, N, r, p, salt, key] = old;
    const params: ScryptParams = { algorithm: 'scrypt', N: Number(N), r: Number(r), p: Number(p) };
    if (
      params.N < 2 ||
      params.N > MAX_SCRYPT_N ||
      params.r < 1 ||
      params.r > 32 ||
      params.p < 1 ||
      params.p > 16
    )
      return null;
    return { params, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
  }
  return null;
}

/** Constant-time comparison; an unreadable or damaged stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  let key: Buffer;
  try {
    key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  } catch {
    return false;
  }
  return timingSafeEqual(key, parsed.key);
}

/**
 * True when the stored hash should be made again on the next sign-in: it is unreadable, another
 * algorithm than today's (every scrypt hash, where Node has argon2), or weaker parameters.
 */
export function needsRehash(stored: string, params: HashParams = DEFAULT_PARAMS): boolean {
  const parsed = parse(stored);
  if (!parsed || parsed.params.algorithm !== params.algorithm) return true;
  if (parsed.params.algorithm === 'argon2id' && params.algorithm === 'argon2id') {
    return (
      parsed.params.memory < params.memory ||
      parsed.params.passes < params.passes ||
      parsed.params.parallelism < params.parallelism
    );
  }
  if (parsed.params.algorithm === 'scrypt' && params.algorithm === 'scrypt') {
    return parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
  }
  return true;
}
