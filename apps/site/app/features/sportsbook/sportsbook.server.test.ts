/**
 * The sportsbook page's loader (sportsbook.server.ts) with a recording player API: which context
 * call a visitor and a player make and with what body, the deep links from the URL, the sports
 * bonus toast, and the page that says the provider did not answer.
 */
import { describe, expect, it } from 'vitest';
import type { SportsbookBonus } from '@casino/player-api';
import { translatorFor } from '@casino/i18n/catalogues';
import type { PageContext } from '../../lib/page.server.ts';
import { loadSportsbookPage } from './sportsbook.server.ts';

const FRAME = 'https://sandbox.example/sandbox/sportsbook/football?context=abc';

function pageOf(options: {
  player?: boolean;
  params?: Record<string, string>;
  bonuses?: Partial<SportsbookBonus>[];
  /** What is left in the sports bonus wallet. */
  sportsLeft?: string;
  fail?: boolean;
  agent?: string;
}) {
  const calls: { id: string; body?: unknown; headers?: Record<string, string> }[] = [];
  const context = async (id: string, input: { body: unknown; headers: Record<string, string> }) => {
    calls.push({ id, body: input.body, headers: input.headers });
    if (options.fail) throw new Error('down');
    return { iframeUrl: FRAME, context: 'abc' };
  };
  const playerApi = {
    sportsbookContext: (input: never) => context('sportsbookContext', input),
    sportsbookLoginContext: (input: never) => context('sportsbookLoginContext', input),
    createSportsbookSession: async () => {
      calls.push({ id: 'createSportsbookSession' });
      return { sessionId: 's', expiresAt: '2027-01-01T00:00:00Z' };
    },
    softswissSportsbookRewards: async () => options.bonuses ?? [],
    wallet: async () => ({
      currencyCode: 'EUR',
      balance: {
        main: [{ walletId: 'm', walletType: 'MAIN', cash: '5.00' }],
        locked: [],
        bonus: (options.sportsLeft ? [options.sportsLeft] : []).map((left) => ({
          walletId: 'b',
          walletType: 'BONUS',
          bonus: left,
          vertical: 'SPORTS',
        })),
      },
    }),
  };
  const t = translatorFor('en').t;
  const page = {
    brand: { id: 'aurora' },
    playerApi,
    request: new Request('http://localhost:3000/en-UN/sportsbook/football', {
      headers: { 'user-agent': options.agent ?? 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    }),
    locale: { language: 'en', market: 'UN', siteLanguage: 'inen', formatting: 'en-US' },
    player: options.player ? { currency: 'EUR', countryCode: 'FI' } : null,
    access: { visitor: { countryCode: 'SE' } },
    params: options.params ?? {},
    t,
    href: (id: string) => (id === 'virtuals' ? '/en-UN/virtuals' : '/en-UN/sportsbook'),
  } as unknown as PageContext;
  return { page, calls };
}

describe('the sportsbook page loader', () => {
  it('asks a visitor’s context with the deep links, the site language and this page as the parent', async () => {
    const { page, calls } = pageOf({
      params: { category: 'Football', region: 'finland', competition: 'bad segment!', event: 'x:1' },
    });
    const data = await loadSportsbookPage(page, 'sportsbook');
    expect(data).toMatchObject({
      frameUrl: FRAME,
      frameOrigin: 'https://sandbox.example',
      sportsBonus: null,
    });
    expect(calls.map((call) => call.id)).toEqual(['sportsbookContext']);
    expect(calls[0]!.body).toEqual({
      brand: 'aurora',
      visitor: { language: 'inen', country: 'SE', currency: 'EUR', device: 'mobile' },
      jurisdiction: 'Mga',
      // The links stop at the first segment that is not one.
      deepLinks: { category: 'football', region: 'finland' },
      iframeSetup: {
        containerId: 'sportsbook-frame',
        parentUrl: 'http://localhost:3000/en-UN/sportsbook/football',
        height: 'auto',
      },
    });
    expect(calls[0]!.headers!['X-Correlation-Id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens a player’s provider session, then the login context; virtuals by their deep link', async () => {
    const { page, calls } = pageOf({ player: true, agent: 'Mozilla/5.0 (X11; Linux x86_64)' });
    await loadSportsbookPage(page, 'virtuals');
    expect(calls.map((call) => call.id)).toEqual(['createSportsbookSession', 'sportsbookLoginContext']);
    expect(calls[1]!.body).toMatchObject({
      visitor: { country: 'FI', currency: 'EUR', device: 'desktop' },
      deepLinks: { category: 'virtuals' },
    });
  });

  it('shows the sports bonus toast only for an active sports bonus with money left, saying what is left', async () => {
    const toast = async (options: Parameters<typeof pageOf>[0]) =>
      (await loadSportsbookPage(pageOf({ player: true, ...options }).page, 'sportsbook')).sportsBonus;
    const active = { bonusId: '6-sports-10', status: 'ACTIVE' as const };
    expect(await toast({ bonuses: [active], sportsLeft: '6.00' })).toMatch(
      /^You have a sports bonus of 6\.00\s€ to bet with\.$/,
    );
    // Spent, ended, or none at all: no toast.
    expect(await toast({ bonuses: [active], sportsLeft: '0.00' })).toBeNull();
    expect(
      await toast({ bonuses: [{ ...active, status: 'CLAIMED' as const }], sportsLeft: '6.00' }),
    ).toBeNull();
    expect(await toast({ bonuses: [], sportsLeft: '6.00' })).toBeNull();
    // A visitor never gets one.
    expect(
      (await loadSportsbookPage(pageOf({ bonuses: [active], sportsLeft: '6.00' }).page, 'sportsbook'))
        .sportsBonus,
    ).toBeNull();
  });

  it('says the sportsbook is unavailable when the provider does not answer', async () => {
    const data = await loadSportsbookPage(pageOf({ fail: true }).page, 'sportsbook');
    expect(data).toMatchObject({
      frameUrl: null,
      frameOrigin: null,
      retryPath: '/en-UN/sportsbook/football',
    });
  });
});
