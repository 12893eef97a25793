import { describe, expect, it } from 'vitest';
import { calls } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { DEMO_PASSWORD } from '../../demoPlayers.ts';
import { signIn } from './signIn.ts';
import {
  CURRENT_TERMS_VERSION,
  findPlayerByEmail,
  getAccessContext,
  getAccessDetails,
  getProfile,
  getTransactionSummary,
  latestActivityLog,
  updateTermsVersion,
} from './players.ts';

/** Spec 1 §3 "Player profile fields read" (spec 2 §3 repeats them). */
const PROFILE_FIELDS = [
  'firstName',
  'personid',
  'playerId',
  'currencyCode',
  'countryCode',
  'kycStatus',
  'requestDocumentTypeStatus',
  'eddQuestionnaire',
  'firstLogin',
  'firstDepositDate',
  'termsAndConditionsAcceptedVersion',
  'loyaltyLevel',
  'limitLevel',
  'payout',
  'casino',
  'liveCasino',
  'sports',
  'virtualSports',
  'bonuses',
  'deposit',
  'withdrawal',
  'volt',
  'affiliateReg',
  'macropay',
  'isWithdrawalReview',
  'crypto',
];

describe.each(DATABASE_KINDS)('players on %s', (kind) => {
  const t = useTestDatabase(kind);
  const idOf = async (email: string, siteId = 6) => (await findPlayerByEmail(t.ctx, siteId, email))!.playerId;

  it('reads a profile with every field the site reads, in the contract’s shape', async () => {
    const profile = (await getProfile(t.ctx, await idOf('player@demo.test')))!;
    for (const field of PROFILE_FIELDS) expect(profile).toHaveProperty(field);
    expect(calls.playerProfile.response.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      firstName: 'Paula',
      currencyCode: 'EUR',
      countryCode: 'FI',
      kycStatus: 'FULLY VERIFIED',
      termsAndConditionsAcceptedVersion: CURRENT_TERMS_VERSION,
      payout: false,
      casino: true,
      firstLogin: true,
      status: 'REGISTERED',
      address: { address: 'Esplanadi 1', city: 'Helsinki', postalCode: '00100', countryCode: 'FI' },
    });
    expect(profile.firstDepositDate).not.toBeNull();
    expect(await getProfile(t.ctx, crypto.randomUUID())).toBeNull();
  });

  it('shows each demo player’s state', async () => {
    expect(await getProfile(t.ctx, await idOf('riskpayout@demo.test'))).toMatchObject({
      payout: true,
      status: 'PAYOUT',
    });
    expect(await getProfile(t.ctx, await idOf('nocasino@demo.test'))).toMatchObject({
      casino: false,
      liveCasino: true,
    });
    expect(await getProfile(t.ctx, await idOf('edd@demo.test'))).toMatchObject({
      kycStatus: 'EDD_PENDING',
      eddQuestionnaire: true,
    });
    expect(await getProfile(t.ctx, await idOf('docs@demo.test'))).toMatchObject({
      requestDocumentTypeStatus: 'PROOF_OF_ID,PROOF_OF_ADDRESS',
    });
    expect(await getProfile(t.ctx, await idOf('terms@demo.test'))).toMatchObject({
      termsAndConditionsAcceptedVersion: 1,
    });
    expect(await getProfile(t.ctx, await idOf('new@demo.test'))).toMatchObject({
      firstDepositDate: null,
      kycStatus: 'NOT_VERIFIED',
      address: null,
    });
  });

  it('answers the access details the guards need', async () => {
    const details = await getAccessDetails(t.ctx, await idOf('player@demo.test'));
    expect(details).toEqual({
      riskPayout: false,
      multibrandSuspended: false,
      hasCasinoAccess: true,
      hasLiveCasinoAccess: true,
      hasSportsbookAccess: true,
      manualClaimAllowed: true,
      depositAllowed: true,
    });
    expect(calls.accessDetails.response.parse(details)).toEqual(details);
    expect(await getAccessDetails(t.ctx, await idOf('suspended@demo.test'))).toMatchObject({
      multibrandSuspended: true,
      depositAllowed: false,
    });
    expect(await getAccessDetails(t.ctx, await idOf('riskpayout@demo.test'))).toMatchObject({
      riskPayout: true,
      depositAllowed: false,
    });
    expect(await getAccessDetails(t.ctx, await idOf('nocasino@demo.test'))).toMatchObject({
      hasCasinoAccess: false,
      hasLiveCasinoAccess: true,
    });
    expect(await getAccessDetails(t.ctx, crypto.randomUUID())).toBeNull();
  });

  it('answers the access context of an address on a site', async () => {
    expect(await getAccessContext(t.ctx, { siteId: 7, ipAddress: '198.51.100.1' })).toEqual({
      countryCode: 'DE',
      market: 'JJ',
      restrictedCountry: false,
      payAndPlayEnabled: expect.any(Boolean),
      maintenance: false,
    });
    const restricted = await getAccessContext(t.ctx, { siteId: 6, ipAddress: '203.0.113.240' });
    expect(restricted).toMatchObject({ countryCode: 'BR', restrictedCountry: true });
    expect(calls.accessContext.response.parse(restricted)).toEqual(restricted);
    expect(await getAccessContext(t.ctx, { siteId: 99, ipAddress: '127.0.0.1' })).toBeNull();
  });

  it('answers the transaction summary', async () => {
    expect(await getTransactionSummary(t.ctx, await idOf('new@demo.test'))).toMatchObject({
      totalDepositsCount: 0,
      totalDeposits: '0',
    });
    const summary = (await getTransactionSummary(t.ctx, await idOf('player@demo.test')))!;
    expect(summary).toMatchObject({ totalDepositsCount: 1, totalDeposits: '500', currencyCode: 'EUR' });
    expect(calls.transactionSummary.response.parse(summary)).toEqual(summary);
  });

  it('updates the accepted terms version, never beyond the current one nor backwards', async () => {
    const playerId = await idOf('terms@demo.test');
    expect(await updateTermsVersion(t.ctx, playerId, CURRENT_TERMS_VERSION + 1)).toEqual({
      ok: false,
      reason: 'invalidVersion',
    });
    expect(await updateTermsVersion(t.ctx, playerId, 2)).toEqual({
      ok: true,
      termsAndConditionsAcceptedVersion: 2,
    });
    expect(await updateTermsVersion(t.ctx, playerId, 1)).toEqual({
      ok: true,
      termsAndConditionsAcceptedVersion: 2,
    });
    expect((await getProfile(t.ctx, playerId))!.termsAndConditionsAcceptedVersion).toBe(2);
    expect(await updateTermsVersion(t.ctx, crypto.randomUUID(), 2)).toEqual({
      ok: false,
      reason: 'playerNotFound',
    });
  });

  it('keeps the login history, newest first, with the real country of the address', async () => {
    const playerId = await idOf('nocasino@demo.test');
    expect(await latestActivityLog(t.ctx, playerId)).toEqual([]);
    await signIn(t.ctx, {
      siteId: 6,
      email: 'nocasino@demo.test',
      password: DEMO_PASSWORD,
      realIpAddress: '192.0.2.10',
    });
    await t.ctx.clock.advance(1000);
    await signIn(t.ctx, {
      siteId: 6,
      email: 'nocasino@demo.test',
      password: DEMO_PASSWORD,
      realIpAddress: '198.51.100.10',
      ipAddress: '10.0.0.5',
    });
    const log = await latestActivityLog(t.ctx, playerId);
    expect(log).toHaveLength(2);
    expect(log[0]).toEqual({
      createdAt: log[0]!.createdAt,
      realIpAddress: '198.51.100.10',
      ipAddress: '10.0.0.5',
      realCountryCode: 'DE',
      note: null,
    });
    expect(log[1]).toMatchObject({
      realIpAddress: '192.0.2.10',
      ipAddress: '192.0.2.10',
      realCountryCode: 'CA',
    });
    expect(Date.parse(log[0]!.createdAt)).toBeGreaterThan(Date.parse(log[1]!.createdAt));
    expect(calls.latestActivityLog.response.parse(log)).toEqual(log);
    expect(await latestActivityLog(t.ctx, playerId, { limit: 1 })).toHaveLength(1);
    expect((await getProfile(t.ctx, playerId))!.firstLogin).toBe(false);
    expect((await getTransactionSummary(t.ctx, playerId))!.lastActivityDate).toBe(log[0]!.createdAt);
  });
});
