import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const FAST = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes with a fresh salt and stored parameters, and verifies', async () => {
    const a = await hashPassword('Sandbox-Pass-1');
    const b = await hashPassword('Sandbox-Pass-1');
    expect(a).toMatch(/^\$scrypt\$N=16384,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sandbox-Pass-1', a)).toBe(true);
    expect(await verifyPassword('Sandbox-Pass-2', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, and asks for a rehash when they are weaker', async () => {
    const weak = await hashPassword('secret', FAST);
    expect(weak.startsWith('$scrypt$N=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('secret', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('secret'))).toBe(false);
  });

  it('never matches an unreadable stored hash', async () => {
    for (const stored of ['', 'plain', '$scrypt$N=1,r=1,p=1$$', '$bcrypt$xyz']) {
      expect(await verifyPassword('plain', stored)).toBe(false);
    }
  });

  it('treats canonically equal Unicode passwords as equal', async () => {
    const stored = await hashPassword('Ångström', FAST);
    expect(await verifyPassword('A\u030Angstro\u0308m', stored)).toBe(true);
  });
});
