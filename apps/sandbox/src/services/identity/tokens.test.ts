import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, useTestDatabase } from '../../../test/databases.ts';
import { openDatabase } from '../../db/database.ts';
import { signingKeys } from '../../db/schema.ts';
import { createContext } from '../context.ts';
import {
  TokenError,
  audienceFor,
  jwks,
  signAccessToken,
  verifyAccessToken,
  verifyIdToken,
} from './tokens.ts';

describe.each(DATABASE_KINDS)('tokens on %s', (kind) => {
  const t = useTestDatabase(kind);

  it('generates one RS256 key pair, keeps it in the database and publishes only its public half', async () => {
    const document = await jwks(t.db);
    expect(document.keys).toHaveLength(1);
    expect(document.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(document.keys[0]!.d).toBeUndefined();
    const rows = await t.db.select().from(signingKeys);
    expect(rows.map((row) => row.kid)).toEqual([document.keys[0]!.kid]);
  });

  it('verifies an access token on the sandbox clock and for its site only', async () => {
    const now = await t.ctx.clock.now();
    const token = await signAccessToken(
      t.db,
      { playerId: crypto.randomUUID(), sessionId: crypto.randomUUID(), siteId: 6 },
      { issuedAt: now, expiresAt: new Date(now.getTime() + 60_000) },
    );
    expect(await verifyAccessToken(t.ctx, token, 6)).toMatchObject({
      aud: audienceFor(6),
      token_use: 'access',
    });
    await expect(verifyAccessToken(t.ctx, token, 7)).rejects.toThrow(TokenError);
    await expect(verifyIdToken(t.ctx, token)).rejects.toThrow(TokenError);
    await t.ctx.clock.advance(61_000);
    await expect(verifyAccessToken(t.ctx, token)).rejects.toThrow(TokenError);
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('tokens across processes', () => {
  it('a second connection to the same database uses the same key', async () => {
    const first = await openTestDatabase('postgres');
    try {
      const second = await openDatabase({ url: first.url });
      try {
        const a = await jwks(first.db);
        const b = await jwks(second.db);
        expect(b).toEqual(a);
        const now = new Date();
        const token = await signAccessToken(
          first.db,
          { playerId: crypto.randomUUID(), sessionId: crypto.randomUUID(), siteId: 6 },
          { issuedAt: now, expiresAt: new Date(now.getTime() + 60_000) },
        );
        expect(await verifyAccessToken(createContext(second.db), token)).toMatchObject({ site_id: 6 });
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
