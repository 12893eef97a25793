/** The one request accessor (page.server.ts): the request's pieces in one, and the player's page. */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeById } from '@casino/domain';
import type { PlayerState } from './auth.server.ts';
import { appContext, localeContext, routeMatchContext, sessionContext, type AppContext } from './context.ts';
import { pageContext, playerPage } from './page.server.ts';
import type { PlayerSession } from './session.server.ts';

function args(url: string, player: PlayerState | null) {
  const context = new RouterContextProvider();
  context.set(appContext, { brand: { name: 'Aurora Casino' } } as unknown as AppContext);
  context.set(localeContext, { language: 'fi', market: 'FI', siteLanguage: 'fi', formatting: 'fi-FI' });
  const flashed: unknown[] = [];
  const session = { flash: (_: string, value: unknown) => flashed.push(value) } as unknown as PlayerSession;
  context.set(sessionContext, {
    session,
    state: player ? { kind: 'authorised', player } : { kind: 'anonymous' },
  });
  context.set(routeMatchContext, { route: routeById('banking'), params: {} });
  return { request: new Request(url), context, flashed };
}

const player = { playerId: 'p1', firstName: 'Paula', currency: 'EUR' } as PlayerState;

describe('pageContext', () => {
  it('puts the locale, the path under it, the route and the route table’s paths together', () => {
    const { request, context } = args('http://localhost/fi-FI/my-account/banking?x=1', null);
    const page = pageContext({ request, context });
    expect(page.prefix).toBe('fi-FI');
    expect(page.path).toBe('/my-account/banking?x=1');
    expect(page.route?.id).toBe('banking');
    expect(page.href('banking-deposit')).toBe('/fi-FI/my-account/banking/deposit');
    expect(page.href('casino-category', { id: 'slots' })).toBe('/fi-FI/online-casino/slots');
    expect(page.href('home')).toBe('/fi-FI');
    expect(page.player).toBeNull();
    expect(page.access).toBeNull();
  });

  it('translates in the page’s language and flashes toasts into the session', () => {
    const { request, context, flashed } = args('http://localhost/fi-FI', null);
    const page = pageContext({ request, context });
    expect(page.t('banking.title')).not.toBe('banking.title');
    page.toast({ kind: 'success', messageId: 'banking.title' });
    expect(flashed).toEqual([{ kind: 'success', messageId: 'banking.title' }]);
  });
});

describe('playerPage', () => {
  it('answers the signed-in player', () => {
    const { request, context } = args('http://localhost/fi-FI/my-account/banking', player);
    expect(playerPage({ request, context }).player.firstName).toBe('Paula');
  });

  it('sends a visitor to the access-error page', () => {
    const { request, context } = args('http://localhost/fi-FI/my-account/banking', null);
    let thrown: unknown;
    try {
      playerPage({ request, context });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/fi-FI/401');
  });
});
