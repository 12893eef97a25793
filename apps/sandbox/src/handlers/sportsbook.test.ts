/**
 * The sportsbook calls and the frame over HTTP, on PGlite and PostgreSQL (issue 28; handlers/
 * sportsbook.ts, sportsbookPages.ts, services/sports/sessions.ts): a visitor's and a player's
 * context with the frame URL of the deep links and the spec's language mapping (the frame in that
 * language), the Mga
 * jurisdiction and the site's own parent page required, the frame showing the book and framed
 * only by that parent, the session with its one-year cookie, and the balance webhook reaching the
 * back office's live feed.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { refusal } from '../../test/http.ts';
import { createPlayerApiClient } from '@casino/player-api';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { readSportsbookContext, readSportsbookSession } from '../services/sports/index.ts';

const PARENT = 'http://localhost:3000/en-UN/sportsbook/football/finland/fi-veikkausliiga';

const contextBody = (overrides: Record<string, unknown> = {}) => ({
  brand: 'aurora',
  visitor: { language: 'inen', country: 'FI', currency: 'EUR', device: 'mobile' as const },
  jurisdiction: 'Mga',
  deepLinks: { category: 'football', region: 'finland', competition: 'fi-veikkausliiga' },
  iframeSetup: { containerId: 'sportsbook', parentUrl: PARENT, height: 'auto' as const },
  ...overrides,
});

describe.each(DATABASE_KINDS)('the sandbox sportsbook’s calls and frame on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, visitor, player, playerId } = useGamesApi(t);
  const headers = () => ({ 'X-Correlation-Id': randomUUID() });

  it('hands a visitor the frame of the deep link, in the sportsbook’s language, framed only by the site', async () => {
    const answer = await visitor().sportsbookContext({ headers: headers(), body: contextBody() });
    const url = new URL(answer.iframeUrl);
    expect(url.pathname).toBe('/sandbox/sportsbook/football/finland/fi-veikkausliiga');
    expect(url.searchParams.get('context')).toBe(answer.context);
    const context = await readSportsbookContext(t.ctx, answer.context);
    expect(context).toMatchObject({
      siteId: 6,
      playerId: null,
      language: 'en',
      jurisdiction: 'Mga',
      country: 'FI',
    });

    const frame = await fetch(answer.iframeUrl);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3000');
    const html = await frame.text();
    expect(html).toContain('<h1>Veikkausliiga</h1>');
    expect(html).toMatch(/<strong data-moves>\d+\.\d{2}<\/strong>/);
    expect(html).toContain('aria-current="page">Football');
    // An event's own page shows every market.
    const event =
      /href="(\/sandbox\/sportsbook\/football\/finland\/fi-veikkausliiga\/fi-veikkausliiga%3A\d+\?context=[^"]+)"/.exec(
        html,
      );
    expect(event).not.toBeNull();
    const eventPage = await (await fetch(new URL(event![1]!.replace(/&amp;/g, '&'), url))).text();
    expect(eventPage).toContain('Match result');
    expect(eventPage).toContain('Total 2.5');

    // A forged or missing context gets the page that sends the player back.
    expect((await fetch(`${url.origin}/sandbox/sportsbook?context=forged.token`)).status).toBe(400);
    expect((await fetch(`${url.origin}/sandbox/sportsbook`)).status).toBe(400);
  });

  it('maps the languages of spec 1 §9 and refuses another jurisdiction or a parent page off the site', async () => {
    for (const [language, expected] of [
      ['pt', 'br'],
      ['cl', 'cl'],
      ['caf', 'en'],
      ['fi', 'fi'],
    ] as const) {
      const answer = await visitor().sportsbookContext({
        headers: headers(),
        body: contextBody({ visitor: { language, country: 'FI', currency: 'EUR', device: 'desktop' } }),
      });
      expect((await readSportsbookContext(t.ctx, answer.context))?.language).toBe(expected);
      // The frame speaks it: its own words, its lang attribute (English where it has none).
      const html = await (await fetch(answer.iframeUrl)).text();
      const words: Record<string, [string, string]> = {
        br: ['pt-BR', 'Boletim de apostas'],
        cl: ['es', 'Boleto de apuestas'],
        en: ['en', 'Bet slip'],
        fi: ['fi', 'Vetolappu'],
      };
      expect(html).toContain(`<html lang="${words[expected]![0]}">`);
      expect(html).toContain(words[expected]![1]);
    }
    const ukgc = await refusal(
      visitor().sportsbookContext({ headers: headers(), body: contextBody({ jurisdiction: 'Ukgc' }) }),
    );
    expect(ukgc).toMatchObject({ status: 400, code: 'error.request.invalid' });
    const elsewhere = await refusal(
      visitor().sportsbookContext({
        headers: headers(),
        body: contextBody({
          iframeSetup: { containerId: 'x', parentUrl: 'https://evil.example/page', height: 'auto' },
        }),
      }),
    );
    expect(elsewhere).toMatchObject({ status: 400, code: 'error.request.invalid' });
  });

  it('gives a player a one-year session and cookie, a context that names them, and hears the balance webhook', async () => {
    const api = await player('player@demo.test');
    const id = await playerId('player@demo.test');
    const session = await api.createSportsbookSession({});
    expect(await readSportsbookSession(t.ctx, session.sessionId)).toEqual({ playerId: id, siteId: 6 });
    const year = Date.parse(session.expiresAt) - (await t.ctx.clock.now()).getTime();
    expect(Math.abs(year - 365 * 86_400_000)).toBeLessThan(60_000);

    const context = await api.sportsbookLoginContext({
      headers: headers(),
      body: contextBody({ deepLinks: {} }),
    });
    expect(new URL(context.iframeUrl).pathname).toBe('/sandbox/sportsbook');
    expect((await readSportsbookContext(t.ctx, context.context))?.playerId).toBe(id);

    // The same call as the browser sees it: the provider's cookie, a year long, for the frame.
    const tokens = await createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6 }).signIn({
      body: { email: 'player@demo.test', password: DEMO_PASSWORD },
    });
    const raw = await fetch(`${server.baseUrl}/v1/auth/session/create`, {
      method: 'POST',
      headers: { SiteContext: '6', Authorization: tokens.idToken, 'Access-Token': tokens.accessToken },
    });
    expect(raw.status).toBe(201);
    const cookie = raw.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^sportsbook_session=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/sandbox\/sportsbook; Secure; HttpOnly; SameSite=None$/,
    );

    const heard: string[] = [];
    const stop = t.ctx.events.onBalanceChanged((playerId) => heard.push(playerId));
    await api.userBalanceUpdate({ body: { reason: 'GAME' } });
    stop();
    expect(heard).toEqual([id]);
  });
});
