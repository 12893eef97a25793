/**
 * The SEO layout's loader against a brand's local content (aurora): one query for the path and
 * its parents, the nearest entry in the page's language, and its revalidation by path only.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { loadBrands } from '@casino/brands';
import {
  createContentClient,
  createContentGraph,
  createLocalContentSource,
  type ContentClient,
} from '@casino/content';
import { routeById, type RouteDefinition } from '@casino/domain';
import {
  appContext,
  localeContext,
  routeMatchContext,
  sessionContext,
  type AppContext,
} from '../lib/context.ts';
import type { PlayerSession } from '../lib/session.server.ts';
import { loader, shouldRevalidate } from './seo-layout.tsx';

let content: ContentClient;

beforeAll(async () => {
  const brand = (await loadBrands()).find((b) => b.id === 'aurora')!;
  content = createContentClient(
    createContentGraph(createLocalContentSource(path.join(brand.dir, 'content'))),
  );
});

function load(
  url: string,
  language: string,
  market: string,
  client: ContentClient = content,
  route: RouteDefinition | null = routeById('home'),
) {
  const context = new RouterContextProvider();
  context.set(routeMatchContext, { route, params: {} });
  // The loader reads only the content client and the brand's name of the app context.
  context.set(appContext, {
    content: client,
    brand: { name: 'Aurora Casino', defaultLocale: { language: 'en', market: 'UN' } },
  } as unknown as AppContext);
  context.set(localeContext, { language, market, siteLanguage: language, formatting: 'en-US' });
  // A visitor: the loader reads no session, but the page context carries one.
  context.set(sessionContext, { session: {} as PlayerSession, state: { kind: 'anonymous' } });
  return loader({ request: new Request(url), context, params: {} } as unknown as Parameters<
    typeof loader
  >[0]);
}

describe('SEO layout loader', () => {
  it('names the canonical URL without the query, and the page in every language of its market', async () => {
    const { links } = await load('http://localhost/fi-FI/online-casino.data?provider=relax', 'fi', 'FI');
    expect(links?.canonical).toBe('http://localhost/fi-FI/online-casino');
    expect(links?.ogLocale).toBe('fi_FI');
    const languages = links?.alternates.map((alternate) => alternate.hrefLang) ?? [];
    expect(languages).toContain('fi-FI');
    expect(languages).toContain('en-FI');
    expect(languages).not.toContain('x-default');
    expect(links?.alternates.find((alternate) => alternate.hrefLang === 'en-FI')?.href).toBe(
      'http://localhost/en-FI/online-casino',
    );
  });

  it("takes content's canonical mapping for a legacy page URL", async () => {
    const { links } = await load('http://localhost/en-UN/casino', 'en', 'UN');
    expect(links?.canonical).toBe('https://aurora.example.com/en-UN/online-casino');
  });

  it('answers 404 for a path the route table does not know, above every page', async () => {
    const thrown = await load('http://localhost/en-UN/no/such/page', 'en', 'UN', content, null).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("loads a page's own entry in the page's language", async () => {
    expect(await load('http://localhost/en-UN/my-account/banking/deposit', 'en', 'UN')).toEqual({
      title: 'Deposit',
      description: expect.stringMatching(/\S/) as unknown as string,
      brand: 'Aurora Casino',
      pattern: '{page} | Aurora Casino',
      links: {
        canonical: 'http://localhost/en-UN/my-account/banking/deposit',
        // Every language of the international market (no country: the language alone), and x-default.
        alternates: expect.arrayContaining([
          { hrefLang: 'en', href: 'http://localhost/en-UN/my-account/banking/deposit' },
          { hrefLang: 'de', href: 'http://localhost/de-UN/my-account/banking/deposit' },
          { hrefLang: 'x-default', href: 'http://localhost/en-UN/my-account/banking/deposit' },
        ]) as unknown as [],
        ogLocale: 'en',
      },
    });
    const fi = await load('http://localhost/fi-FI/online-casino.data', 'fi', 'FI');
    expect(fi.title).toBe('Kasinopelit netissä');
    expect(fi.description).toMatch(/^Kolikkopelit, jättipotit/);
  });

  it("gives a game page its lobby's entry and an unlisted account page the home's", async () => {
    const game = await load(
      'http://localhost/fi-FI/online-casino/play/relax/money-train?mode=demo',
      'fi',
      'FI',
    );
    expect(game.title).toBe('Kasinopelit netissä');
    const account = await load('http://localhost/en-UN/my-account', 'en', 'UN');
    expect(account.title).toBe('Aurora Casino: online casino and live casino');
    expect(account.description).toBeTruthy();
  });

  it('leaves title and description empty when content fails, rather than failing the page', async () => {
    const failing = {
      query: () => Promise.reject(new Error('content down')),
    } as unknown as ContentClient;
    const original = console.error;
    console.error = () => {};
    try {
      expect(await load('http://localhost/en-UN/signup', 'en', 'UN', failing)).toMatchObject({
        title: null,
        description: null,
        brand: 'Aurora Casino',
      });
    } finally {
      console.error = original;
    }
  });

  it('reloads only when the path changes', () => {
    const args = (from: string, to: string) =>
      ({ currentUrl: new URL(from), nextUrl: new URL(to) }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args('http://x/en-UN/online-casino', 'http://x/en-UN/signup'))).toBe(true);
    expect(shouldRevalidate(args('http://x/en-UN/online-casino', 'http://x/fi-FI/online-casino'))).toBe(true);
    expect(shouldRevalidate(args('http://x/en-UN/online-casino', 'http://x/en-UN/online-casino?q=x'))).toBe(
      false,
    );
  });
});
