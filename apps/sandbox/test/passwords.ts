/** Password hashes as the sandbox stored them before argon2id, for tests of the migration. */
import { randomBytes, scryptSync } from 'node:crypto';

/** A scrypt hash, N = 2^14, r = 8, p = 1: the format and cost of the old `hashPassword`. */
export function legacyScryptHash(password: string, N = 16384): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `$scrypt$N=${N},r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
}
