import { describe, expect, it } from 'vitest';
import { calls } from './contract.ts';
import {
  buildPath,
  honoPath,
  openApiPath,
  parseHeaders,
  parseParams,
  parseQuery,
  pathParamNames,
  serializeQuery,
} from './routing.ts';

describe('contract paths', () => {
  it('names, fills and converts path parameters', () => {
    const path = '/v1/bonus/campaign/:campaignId/queued-bonus/:queuedPlayerBonusId/claim';
    expect(pathParamNames(path)).toEqual(['campaignId', 'queuedPlayerBonusId']);
    expect(openApiPath(path)).toBe(
      '/v1/bonus/campaign/{campaignId}/queued-bonus/{queuedPlayerBonusId}/claim',
    );
    expect(buildPath(path, { campaignId: 'a/b', queuedPlayerBonusId: 7 })).toBe(
      '/v1/bonus/campaign/a%2Fb/queued-bonus/7/claim',
    );
    expect(() => buildPath(path, { campaignId: 'x' })).toThrow(/queuedPlayerBonusId/);
  });

  it('turns a contract path into a Hono route and refuses segments Hono would misread', () => {
    expect(honoPath('/v1/player/documents/:documentId')).toBe('/v1/player/documents/:documentId');
    expect(() => honoPath('/v1/player/:id?')).toThrow();
    expect(() => honoPath('/v1/player/:id{[0-9]+}')).toThrow();
  });
});

describe('query strings', () => {
  it('writes arrays comma-separated and drops undefined', () => {
    expect(serializeQuery({ gameIds: ['a', 'b'], siteId: 6, later: false, lang: undefined }).toString()).toBe(
      'gameIds=a%2Cb&siteId=6&later=false',
    );
  });

  it('reads them back into typed, validated values', () => {
    const jackpots = parseQuery(calls.jackpotAmounts, new URLSearchParams('gameIds=a,b&siteId=6&extra=1'));
    expect(jackpots).toMatchObject({ success: true, data: { gameIds: ['a', 'b'], siteId: 6 } });
    expect(parseQuery(calls.depositCheck, { later: 'true' })).toMatchObject({
      success: true,
      data: { later: true },
    });
    expect(parseQuery(calls.favourites, {})).toMatchObject({ success: true, data: { limit: 30 } });
    expect(parseQuery(calls.favourites, { limit: 'ten' }).success).toBe(false);
    expect(parseQuery(calls.depositCheck, { later: 'yes' }).success).toBe(false);
  });

  it('round-trips every query the client would send', () => {
    const query = {
      rewardsType: 'ELIGIBLE',
      hasBonusCode: true,
      excludeTriggerType: ['TOURNAMENT', 'CASHBACK_DAILY'],
    };
    const wire = serializeQuery(calls.rewards.query.parse(query));
    expect(parseQuery(calls.rewards, wire)).toMatchObject({ success: true, data: query });
  });
});

describe('params and headers', () => {
  it('validates matched params', () => {
    expect(parseParams(calls.claimReward, { campaignId: 'c1' })).toMatchObject({ success: true });
    expect(parseParams(calls.claimReward, { campaignId: '' }).success).toBe(false);
  });

  it('reads every header of a call case-insensitively, with the captcha default', () => {
    const headers = new Headers({ sitecontext: '6', 'x-forwarded-for': '192.0.2.1' });
    expect(parseHeaders(calls.register, headers)).toMatchObject({
      success: true,
      data: { SiteContext: 6, 'X-Forwarded-For': '192.0.2.1', hcaptchaToken: '-' },
    });
    expect(parseHeaders(calls.wallet, headers).success).toBe(false);
    const session = new Headers({ SiteContext: '7', Authorization: 'id', 'Access-Token': 'access' });
    expect(parseHeaders(calls.wallet, (name) => session.get(name))).toMatchObject({ success: true });
  });
});
