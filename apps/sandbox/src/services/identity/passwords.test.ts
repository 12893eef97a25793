import { describe, expect, it } from 'vitest';
import { legacyScryptHash } from '../../../test/passwords.ts';
import { ARGON2ID_PARAMS, DEFAULT_PARAMS, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const FAST = { algorithm: 'argon2id', memory: 1024, passes: 1, parallelism: 1 } as const;
const B64 = '[A-Za-z0-9+/]+';

describe('passwords', () => {
  it('hashes new passwords with argon2id at OWASP’s parameters, PHC string, fresh salt', async () => {
    expect(DEFAULT_PARAMS).toBe(ARGON2ID_PARAMS);
    expect(ARGON2ID_PARAMS).toEqual({ algorithm: 'argon2id', memory: 19456, passes: 2, parallelism: 1 });
    const a = await hashPassword('Sandbox-Pass-1');
    const b = await hashPassword('Sandbox-Pass-1');
    expect(a).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=19456,t=2,p=1\\$${B64}\\$${B64}$`));
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sandbox-Pass-1', a)).toBe(true);
    expect(await verifyPassword('Sandbox-Pass-2', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, and asks for a rehash when they are weaker', async () => {
    const weak = await hashPassword('secret', FAST);
    expect(weak.startsWith('$argon2id$v=19$m=1024,t=1,p=1$')).toBe(true);
    expect(await verifyPassword('secret', weak)).toBe(true);
    expect(await verifyPassword('Secret', weak)).toBe(false);
    expect(needsRehash(weak)).toBe(true);
  });

  it('still verifies the old scrypt hashes, and always asks for their rehash', async () => {
    const old = legacyScryptHash('Sandbox-Pass-1');
    expect(await verifyPassword('Sandbox-Pass-1', old)).toBe(true);
    expect(await verifyPassword('Sandbox-Pass-2', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    // Even scrypt at OWASP's own parameters moves to argon2id.
    expect(needsRehash(old.replace('N=16384', 'N=131072'))).toBe(true);
  });

  it('hashes with scrypt where Node has no argon2, and asks for a rehash below OWASP’s scrypt cost', async () => {
    const scrypt = { algorithm: 'scrypt', N: 1024, r: 8, p: 1 } as const;
    const stored = await hashPassword('secret', scrypt);
    expect(stored).toMatch(/^\$scrypt\$N=1024,r=8,p=1\$/);
    expect(await verifyPassword('secret', stored)).toBe(true);
    expect(needsRehash(stored, scrypt)).toBe(false);
    expect(needsRehash(stored, { ...scrypt, N: 2 ** 17 })).toBe(true);
  });

  it('never matches an unreadable stored hash, and asks to replace it', async () => {
    const good = await hashPassword('plain', FAST);
    for (const stored of [
      '',
      'plain',
      '$scrypt$N=1,r=1,p=1$$',
      '$bcrypt$xyz',
      '$argon2id$v=19$m=1024,t=1,p=1$$',
      '$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNo',
      '$argon2id$v=16$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNo',
      good.replace('m=1024', 'm=99999999'),
      `${good}x`,
    ]) {
      expect(await verifyPassword('plain', stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(true);
    }
  });

  it('treats canonically equal Unicode passwords as equal', async () => {
    const stored = await hashPassword('Ångström', FAST);
    expect(await verifyPassword('A\u030Angstro\u0308m', stored)).toBe(true);
  });
});
