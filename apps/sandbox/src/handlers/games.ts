/**
 * The game launch calls (spec 3 §7 "Game launch"; packages/player-api/src/calls/games.ts). They
 * lead to the sandbox's own game pages (handlers/gamePages.ts). The launch's rules are in
 * services/games/sessions.ts `launchGrant`, the slot's in games/slot.ts, the live roulette
 * table's in games/roulette.ts.
 *
 * - URL answers (a game page `<sandbox>/sandbox/games/<session>`): `gameSlugUrl[Demo]` (`url`),
 *   `gameUrl` (`data.gameURL`; `isDemo` may ask for the demo), `pragmatic{Demo,Real}GameUrl`,
 *   `pariplayContext{Demo,Real}`, `novomaticGameUrl[Demo]` (`url`), `softswissContext{Demo,Real}`
 *   (`launch_options.game_url`, strategy iframe), `evolutionAuthenticate[Demo]` (`entry` and
 *   `entryEmbedded`, absolute URLs), `trifectaGameUrl` (`Url`).
 * - Grant answers, for the launcher `GET /sandbox/launch/:provider?token=…&gameId=…&lobbyUrl=…`:
 *   `gameTicket` (real) / `gameToken` (demo) (`ticket` / `token`), `relaxGamingGenerateToken`,
 *   `quickspinGenerateToken`, `pragmaticGenerateToken` (`token`, for the game in the body),
 *   `playngoTokenGeneration` and `yggdrasilSession` (`sessionId`) and `creedroomzTokenGenerate`
 *   (`token`): player-level, the launcher names the game.
 * - Demo launches are the calls without auth (anyone's play money); real launches are player calls
 *   and play as the session's player (`gameUrl`, a player call, may still ask for the demo).
 * - The category: LIVE_CASINO for Evolution non-casino categories, CreedRoomz, and the live table
 *   ids of Pragmatic, PariPlay and SoftSwiss (`isLiveTableId` in services/games/sessions.ts); else CASINO.
 *   A LIVE_CASINO session opens the roulette table, a CASINO one the slot.
 * - Real launches answer `error.game.access_denied` for a player who is risk-payout,
 *   multibrand-suspended, lacks the vertical (casino; live casino for the live category) or has no
 *   wallet yet. Game ids are not checked against the catalogue: any id of 1–100 letters, digits and
 *   `._:-` plays (`GAME_ID`); others answer `error.game.not_found`.
 * - A lobby URL leads only back to the brand's own site (request.ts `isSiteUrl`): another answers
 *   `error.request.invalid` on `lobbyUrl`.
 */
import type { Context } from 'hono';
import { settle, type BodyOf, type Handlers } from '../kernel/handlers.ts';
import { isSiteUrl, publicBase, siteOf } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import { GAME_PATH, launchGrant, type GameCategory } from '../services/games/index.ts';
import type { CurrentSession } from '../services/identity/index.ts';

/** What a launch names; the mode comes with who plays (`Play`). */
interface LaunchFields {
  provider: string;
  gameId: string;
  category?: GameCategory;
  currency?: string | undefined;
  lobbyUrl?: string | null | undefined;
  /** The language or locale the body names (the game page speaks it). */
  language?: string | undefined;
}

/** Who plays: real money is the signed-in player's; play money is anyone's. */
type Play = { mode: 'demo' } | { mode: 'real'; session: CurrentSession };

const DEMO: Play = { mode: 'demo' };
const real = (session: CurrentSession): Play => ({ mode: 'real', session });

/** Each provider's launch body, as the fields of a launch. */
const pragmatic = (b: BodyOf<'pragmaticDemoGameUrl'>): LaunchFields => ({
  provider: 'pragmaticplay',
  gameId: b.symbol,
  currency: b.currency,
  lobbyUrl: b.lobbyUrl,
  language: b.language,
});
const pariplay = (b: BodyOf<'pariplayContextDemo'>): LaunchFields => ({
  provider: 'pariplay',
  gameId: b.GameCode,
  currency: b.CurrencyCode,
  language: b.LanguageCode,
});
const novomatic = (b: BodyOf<'novomaticGameUrl'> | BodyOf<'novomaticGameUrlDemo'>): LaunchFields => ({
  provider: 'novomatic',
  gameId: b.gameId,
  currency: ('currency' in b ? b.currency : '') || undefined,
  lobbyUrl: b.lobbyUrl,
  language: b.locale,
});

export function gamesHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  /** A signed session or grant for the launch (services/games/sessions.ts `launchGrant`). */
  async function grant(c: Context, fields: LaunchFields, play: Play): Promise<string> {
    const site = siteOf(c);
    return settle(
      await launchGrant(ctx, {
        ...fields,
        siteId: site.siteId,
        lobbyUrlOnSite: isSiteUrl(site, fields.lobbyUrl),
        player:
          play.mode === 'real'
            ? { playerId: play.session.playerId, sessionId: play.session.sessionId }
            : null,
      }),
    ).grant;
  }

  async function pageUrl(c: Context, fields: LaunchFields, play: Play): Promise<string> {
    return new URL(`${GAME_PATH}/${await grant(c, fields, play)}`, publicBase(c)).toString();
  }

  async function softswiss(c: Context, b: BodyOf<'softswissContextDemo'>, play: Play) {
    const fields = {
      provider: 'softswiss',
      gameId: b.game,
      currency: b.currency,
      lobbyUrl: b.urls.return_url,
      language: b.locale,
    };
    return { launch_options: { game_url: await pageUrl(c, fields, play), strategy: 'iframe' as const } };
  }

  async function evolution(
    c: Context,
    b: { gameCategory: string; tableId: string; lobbyURL: string; currency?: string; language?: string },
    play: Play,
  ) {
    let lobbyUrl = b.lobbyURL;
    try {
      lobbyUrl = decodeURIComponent(lobbyUrl);
    } catch {
      // not encoded
    }
    const fields = {
      provider: 'evolution',
      gameId: b.tableId,
      category: b.gameCategory.toLowerCase() === 'casino' ? ('CASINO' as const) : ('LIVE_CASINO' as const),
      currency: b.currency || 'EUR',
      lobbyUrl,
      language: b.language,
    };
    const entry = await pageUrl(c, fields, play);
    return { entry, entryEmbedded: `${entry}?embedded=1` };
  }

  return {
    none: {
      async gameToken({ body, c }) {
        return { token: await grant(c, { provider: 'generic', gameId: body.gameId }, DEMO) };
      },
      async gameSlugUrlDemo({ body, c }) {
        const fields = {
          provider: 'slug',
          gameId: body.slug,
          currency: body.currency,
          lobbyUrl: body.lobbyUrl,
          language: body.language,
        };
        return { url: await pageUrl(c, fields, DEMO) };
      },
      async pragmaticDemoGameUrl({ body, c }) {
        return { url: await pageUrl(c, pragmatic(body), DEMO) };
      },
      async pariplayContextDemo({ body, c }) {
        return { url: await pageUrl(c, pariplay(body), DEMO) };
      },
      async novomaticGameUrlDemo({ body, c }) {
        return { url: await pageUrl(c, novomatic(body), DEMO) };
      },
      async softswissContextDemo({ body, c }) {
        return softswiss(c, body, DEMO);
      },
      async evolutionAuthenticateDemo({ body, c }) {
        return evolution(c, body, DEMO);
      },
    },

    player: {
      async gameTicket({ body, session, c }) {
        return { ticket: await grant(c, { provider: 'generic', gameId: body.gameId }, real(session)) };
      },
      async gameSlugUrl({ body, session, c }) {
        const fields = {
          provider: 'slug',
          gameId: body.slug,
          lobbyUrl: body.lobbyUrl,
          language: body.language,
        };
        return { url: await pageUrl(c, fields, real(session)) };
      },
      async gameUrl({ body, session, c }) {
        const fields = {
          provider: 'generic',
          gameId: body.gameId,
          currency: body.currencyCode,
          lobbyUrl: body.lobbyUrl,
          language: body.languageCode,
        };
        return { data: { gameURL: await pageUrl(c, fields, body.isDemo ? DEMO : real(session)) } };
      },
      async pragmaticRealGameUrl({ body, session, c }) {
        return { url: await pageUrl(c, pragmatic(body), real(session)) };
      },
      async pariplayContextReal({ body, session, c }) {
        return { url: await pageUrl(c, pariplay(body), real(session)) };
      },
      async novomaticGameUrl({ body, session, c }) {
        return { url: await pageUrl(c, novomatic(body), real(session)) };
      },
      async softswissContextReal({ body, session, c }) {
        return softswiss(c, body, real(session));
      },
      async pragmaticGenerateToken({ body, session, c }) {
        const fields = { provider: 'pragmaticplay', gameId: body.gameId };
        return { token: await grant(c, fields, real(session)) };
      },
      async quickspinGenerateToken({ body, session, c }) {
        return { token: await grant(c, { provider: 'quickspin', gameId: body.gameId }, real(session)) };
      },
      async relaxGamingGenerateToken({ body, session, c }) {
        return { token: await grant(c, { provider: 'relax', gameId: body.gameId }, real(session)) };
      },
      async playngoTokenGeneration({ session, c }) {
        return { sessionId: await grant(c, { provider: 'playngo', gameId: '' }, real(session)) };
      },
      async yggdrasilSession({ session, c }) {
        return { sessionId: await grant(c, { provider: 'yggdrasil', gameId: '' }, real(session)) };
      },
      async creedroomzTokenGenerate({ session, c }) {
        const fields = { provider: 'creedroomz', gameId: '', category: 'LIVE_CASINO' as const };
        return { token: await grant(c, fields, real(session)) };
      },
      async evolutionAuthenticate({ body, session, c }) {
        return evolution(c, body, real(session));
      },
      async trifectaGameUrl({ body, session, c }) {
        return {
          Url: await pageUrl(
            c,
            { provider: 'trifecta', gameId: body.gameCode, language: body.languageCode },
            real(session),
          ),
        };
      },
    },
  };
}
