/**
 * The page root fields on the domain fixture (testing.ts): settings, the VIP page, SEO descriptions,
 * landing pages, live chat, the pay-and-play banner and banners.
 */
import { describe, expect, it } from 'vitest';
import { run } from './testing.ts';

describe('settings, VIP page and SEO descriptions', () => {
  it('serves the site settings and VIP page singletons with text in a language', async () => {
    expect(
      await run(`{
        siteSettings { maintenanceMode restrictedCountries minimumAge maintenanceMessage { text(language: "fi") } }
        vipPage { title { text(language: "fi") } intro { text(language: "fi") } body { blocks(language: "en") } urlAction }
      }`),
    ).toEqual({
      siteSettings: {
        maintenanceMode: false,
        restrictedCountries: ['US'],
        minimumAge: 18,
        maintenanceMessage: { text: 'Palaamme pian' },
      },
      vipPage: {
        title: { text: 'VIP-klubi' },
        intro: { text: 'For our best players.' },
        body: { blocks: [expect.objectContaining({ _type: 'block' })] },
        urlAction: '#livechat',
      },
    });
  });

  it('finds the SEO description of a path, ignoring a trailing slash and the query', async () => {
    const seo = (path: string) =>
      run<{ seoDescriptionByPath: { _id: string; description: { text: string } } | null }>(
        `query Seo($path: String!) { seoDescriptionByPath(path: $path) { _id description { text(language: "fi") } } }`,
        { path },
      );
    expect(await seo('/online-casino/?ref=x')).toEqual({
      seoDescriptionByPath: { _id: 'seo-casino', description: { text: 'Kolikkopelejä ja muuta.' } },
    });
    expect((await seo('/')).seoDescriptionByPath?._id).toBe('seo-home');
    expect(await seo('/nowhere')).toEqual({ seoDescriptionByPath: null });
  });
});

describe('landingPageById', () => {
  const LANDING = `query Landing($id: String!, $language: String!, $market: String, $at: DateTime, $authorized: Boolean) {
    landingPageById(id: $id, language: $language, market: $market, at: $at, authorized: $authorized) {
      landingId title { text(language: $language) }
    }
  }`;
  const landing = async (variables: Record<string, unknown>) =>
    (
      await run<{ landingPageById: { landingId: string; title: { text: string } } | null }>(LANDING, {
        id: 'summer-drops',
        language: 'fi',
        market: 'FI',
        at: '2026-07-01T00:00:00Z',
        ...variables,
      })
    ).landingPageById;

  it('finds a page by id for its languages, markets and schedule', async () => {
    expect(await landing({})).toEqual({ landingId: 'summer-drops', title: { text: 'Kesän pudotukset' } });
    expect(await landing({ language: 'en', market: undefined })).toEqual({
      landingId: 'summer-drops',
      title: { text: 'Summer drops' },
    });
  });

  it("is null (the site's 'Page not found!') for an unknown id, another language, market or moment, or the other side", async () => {
    expect(await landing({ id: 'nope' })).toBeNull();
    expect(await landing({ language: 'de' })).toBeNull();
    expect(await landing({ market: 'JJ' })).toBeNull();
    expect(await landing({ at: '2026-11-21T00:00:00Z' })).toBeNull();
    expect(await landing({ id: 'welcome', authorized: true })).toBeNull();
    expect(await landing({ id: 'welcome', authorized: false, language: 'de' })).toEqual({
      landingId: 'welcome',
      title: { text: 'Welcome' },
    });
  });
});

describe('registrationPageBySlug', () => {
  const page = async (variables: Record<string, unknown>) =>
    (
      await run<{ registrationPageBySlug: { slug: { current: string }; bonusCode: string | null } | null }>(
        `query Promo($slug: String!, $market: String, $at: DateTime) {
          registrationPageBySlug(slug: $slug, market: $market, at: $at) { slug { current } bonusCode }
        }`,
        { slug: 'with-code', market: 'FI', at: '2026-07-01T00:00:00Z', ...variables },
      )
    ).registrationPageBySlug;

  it('finds a page by slug with its bonus code, for its markets and schedule', async () => {
    expect(await page({})).toEqual({ slug: { current: 'with-code' }, bonusCode: 'WELCOME10' });
    expect(await page({ slug: 'open', market: 'JJ' })).toEqual({
      slug: { current: 'open' },
      bonusCode: null,
    });
  });

  it("is null (the site's 'Page not found!') for an unknown slug, another market or moment", async () => {
    expect(await page({ slug: 'nope' })).toBeNull();
    expect(await page({ market: 'JJ' })).toBeNull();
    expect(await page({ at: '2026-11-21T00:00:00Z' })).toBeNull();
  });
});

describe('liveChatSettings and payAndPlayBannerByMarket', () => {
  it('turns live chat off only where a setting says so', async () => {
    const chat = async (language: string, market: string) =>
      (
        await run<{ liveChatSettings: unknown }>(
          `query Chat($language: String!, $market: String!) { liveChatSettings(language: $language, market: $market) { language market disableLiveChat } }`,
          { language, market },
        )
      ).liveChatSettings;
    expect(await chat('FI', 'fi')).toEqual({ language: 'fi', market: 'FI', disableLiveChat: true });
    expect(await chat('en', 'FI')).toEqual({ language: 'en', market: 'FI', disableLiveChat: false });
    expect(await chat('en', 'UN')).toEqual({ language: 'en', market: 'UN', disableLiveChat: false });
  });

  it("serves the market's banner with text in the language, null when there is none to show", async () => {
    const banner = async (market: string, language: string) =>
      (
        await run<{ payAndPlayBannerByMarket: unknown }>(
          `query Pnp($market: String!, $language: String!) {
            payAndPlayBannerByMarket(market: $market, language: $language) {
              title { text(language: $language) } button { text(language: $language) } amounts defaultAmount
            }
          }`,
          { market, language },
        )
      ).payAndPlayBannerByMarket;
    expect(await banner('FI', 'fi')).toEqual({
      title: { text: 'Pelaa ilman rekisteröitymistä' },
      button: { text: 'Talleta' },
      amounts: [20, 50, 100],
      defaultAmount: 50,
    });
    expect(await banner('jj', 'de')).toMatchObject({ title: { text: 'Ohne Anmeldung spielen' } });
    // JJ's banner has German text only: no French, no English to fall back to.
    expect(await banner('JJ', 'fr')).toBeNull();
    expect(await banner('UN', 'en')).toBeNull();
  });
});

describe('banners', () => {
  const BANNERS = `query Banners($language: String!, $market: String!, $at: DateTime, $authorized: Boolean, $depositCount: Int, $playerId: String) {
    banners(language: $language, market: $market, at: $at, authorized: $authorized, depositCount: $depositCount, playerId: $playerId) { _id }
  }`;
  const ids = async (variables: Record<string, unknown>) =>
    (
      await run<{ banners: { _id: string }[] }>(BANNERS, {
        language: 'en',
        market: 'FI',
        at: '2026-07-01T00:00:00Z',
        ...variables,
      })
    ).banners.map((banner) => banner._id.replace('banner-', ''));

  it('serves the published banners of a market and language in their window, by sort order', async () => {
    expect(await ids({ authorized: false })).toEqual(['welcome', 'summer', 'visitors']);
    expect(await ids({ authorized: false, language: 'fi' })).toEqual([
      'welcome',
      'summer',
      'finnish',
      'visitors',
    ]);
    expect(await ids({ authorized: false, market: 'UN' })).toEqual(['welcome', 'visitors']);
    expect(await ids({ authorized: false, at: '2026-11-21T00:00:00Z' })).toEqual(['welcome', 'visitors']);
  });

  it("applies a logged-in player's target audience", async () => {
    expect(await ids({ authorized: true, depositCount: 0 })).toEqual(['welcome', 'summer', 'first-deposit']);
    expect(await ids({ authorized: true, depositCount: 3, playerId: 'p-123' })).toEqual([
      'welcome',
      'summer',
      'vip',
    ]);
    expect(await ids({ authorized: true })).toEqual(['welcome', 'summer']);
  });

  it('leaves the audience to the site when not told who is looking', async () => {
    expect(await ids({})).toEqual(['welcome', 'summer', 'first-deposit', 'vip', 'visitors']);
  });
});
