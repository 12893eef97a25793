/**
 * A tournament's page `/promotions/tournaments/:promotionSlug` (spec 3 §2 "Promotions", §7
 * "GET /tournament/{a}/{b}/{market}; GET /tournament/public/…"): the content's tournament (its
 * title, summary, text, prize table, terms, art and games) with its standings from the player API.
 *
 * Decisions where the spec is silent (a regulated operator's tournament page):
 * - The path is the promotions' own: under the `tournaments` category a slug is a tournament's
 *   when the content has one (the home's and lobby's tournament boxes link there), else the
 *   promotion of that slug (routes/promotion.tsx asks this module first).
 * - A tournament not run in the page's market answers 404, as a promotion does. A finished one
 *   stays readable, with its final standings.
 * - Standings come from the player API: a player's call (`tournaments`, with their own place) when
 *   signed in, the public one otherwise. The board shows aliases only, never names. A call that
 *   fails leaves the page readable with a line saying the board is unavailable (logged).
 * - While the tournament runs the page refreshes its standings every 20 seconds while the tab is
 *   visible (TournamentPage.tsx), so a player sees their place move as they play.
 * - Games link to their play pages; the prize pool is the player API's, in the player's (else the
 *   market's) currency, formatted on the server.
 * - The dates are the player API's edition (a recurring race's hour, with its times), else the
 *   content's window.
 */
import { data } from 'react-router';
import { formatMoney, gamePlayPath } from '@casino/domain';
import { dateLocaleFor, formatDateTime } from '@casino/i18n';
import type { CallResponse } from '@casino/player-api';
import { graphql } from '../../generated/graphql';
import { contentImage } from '../../lib/contentImage.server.ts';
import type { PageContext } from '../../lib/page.server.ts';

/** The category whose slugs may name tournaments. */
export const TOURNAMENTS_CATEGORY = 'tournaments';

/** How often a running tournament's standings refresh (ms). */
export const STANDINGS_REFRESH_MS = 20_000;

const HERO = { width: 800, height: 400 };
const GAME = { width: 160, height: 160 };

/** One tournament as either call answers it (the player's call adds their own place). */
type Standings = CallResponse<'publicTournaments'>[number] &
  Partial<Pick<CallResponse<'tournaments'>[number], 'player'>>;

/** The player API's view of the tournament, or null when it cannot be read (module header). */
async function standingsOf(page: PageContext, tournamentId: string): Promise<Standings | null> {
  const params = {
    siteId: String(page.brand.siteId),
    language: page.locale.siteLanguage,
    market: page.locale.market.toUpperCase(),
  };
  try {
    const list: Standings[] =
      page.sessionState.kind === 'authorised'
        ? await page.playerApi.tournaments({ params })
        : await page.playerApi.publicTournaments({ params });
    return list.find((entry) => entry.tournamentId === tournamentId) ?? null;
  } catch (error) {
    console.warn(`[site] tournament standings unavailable: ${(error as Error).message}`);
    return null;
  }
}

/** The tournament of `slug` for this page, or null when the content has none (module header). */
export async function loadTournamentPage(page: PageContext, slug: string) {
  const language = page.locale.siteLanguage;
  const market = page.locale.market.toUpperCase();
  const { allTournament } = await page.content.query(TOURNAMENT_QUERY, { slug, language });
  const tournament = allTournament[0];
  const title = tournament?.title?.text?.trim();
  if (!tournament?.tournamentId || !title) return null;
  const markets = (tournament.markets ?? []).flatMap((entry) =>
    entry?.marketId ? [entry.marketId.toUpperCase()] : [],
  );
  if (markets.length > 0 && !markets.includes(market)) throw data(null, { status: 404 });

  const standings = await standingsOf(page, tournament.tournamentId);
  // The edition's window as the player API gives it (a recurring race's hour), else the content's.
  const startAt = standings?.startAt ?? tournament.startDate;
  const endAt = standings?.endAt ?? tournament.endDate;
  const dateLocale = dateLocaleFor(language, page.locale.formatting);
  const short = startAt && endAt && Date.parse(endAt) - Date.parse(startAt) < 2 * 86_400_000;
  const date = (value: string | null | undefined) =>
    value ? formatDateTime(value, dateLocale, short ? 'dateTime' : 'date') : null;
  const now = Date.now();
  const starts = tournament.startDate ? Date.parse(tournament.startDate) : NaN;
  const ends = tournament.endDate ? Date.parse(tournament.endDate) : NaN;
  // The player API's status (its clock); the content's window when the call failed.
  const status = standings?.status ?? (now < starts ? 'UPCOMING' : now >= ends ? 'FINISHED' : 'RUNNING');
  const type = tournament.type === 'liveCasino' ? 'liveCasino' : 'casino';
  const games = (tournament.games ?? []).flatMap((game) => {
    const path = game?.gameId ? gamePlayPath(type, game.provider?.providerId, game.gameId) : null;
    if (!game?.gameId || !path) return [];
    return [
      {
        id: game.gameId,
        name: game.label ?? game.gameId,
        href: `/${page.prefix}${path}`,
        image: contentImage(page.imageUrlFor, game.thumbnail?.img1x?.asset?._id, GAME),
      },
    ];
  });
  const mine = standings?.player;
  return {
    tournamentId: tournament.tournamentId,
    title,
    summary: tournament.summary?.text?.trim() || null,
    image: contentImage(page.imageUrlFor, tournament.images?.tablet?.asset?._id, HERO),
    alt: tournament.images?.alt?.text ?? '',
    status,
    window: startAt && endAt ? { start: date(startAt)!, startAt, end: date(endAt)!, endAt } : null,
    prizePool:
      standings?.prizePool != null
        ? formatMoney(standings.prizePool, standings.currencyCode, {
            locale: page.locale.formatting,
            // The player's country, else the market's (EUR is written after the amount in FI).
            countryCode: page.player?.countryCode ?? market,
            wholeWithoutCents: true,
          })
        : null,
    standings: standings
      ? standings.leaderboard.map((row) => ({
          rank: row.rank,
          alias: row.playerAlias,
          points: row.score,
          you: mine?.rank === row.rank,
        }))
      : null,
    /** The player's own place (null: not ranked yet); undefined for a visitor. */
    mine: mine ? { rank: mine.rank, points: mine.score } : undefined,
    games,
    // Portable Text as the content gives it: the route reads it with the content area's reader.
    body: tournament.description?.blocks as unknown,
    prizes: tournament.prizes?.blocks as unknown,
    terms: tournament.terms?.blocks as unknown,
    categoryHref: page.href('promotions-category', { category: TOURNAMENTS_CATEGORY }),
    signupHref: page.href('signup'),
    player: page.sessionState.kind === 'authorised',
    locale: page.prefix,
  };
}

export type TournamentView = NonNullable<Awaited<ReturnType<typeof loadTournamentPage>>>;

const CARD = { width: 400, height: 200 };

/**
 * The tournaments the promotions list shows as cards in the `tournaments` category: those of the
 * page's market that have not ended, soonest first; a one-off says when it ends, a recurring race
 * does not (it runs again every period).
 */
export async function loadTournamentCards(page: PageContext) {
  const language = page.locale.siteLanguage;
  const market = page.locale.market.toUpperCase();
  const { allTournament } = await page.content.query(TOURNAMENT_CARDS_QUERY, { language });
  const now = Date.now();
  return allTournament.flatMap((tournament) => {
    const slug = tournament.slug?.current;
    const title = tournament.title?.text?.trim();
    const markets = (tournament.markets ?? []).flatMap((entry) =>
      entry?.marketId ? [entry.marketId.toUpperCase()] : [],
    );
    if (!slug || !title || !tournament.tournamentId) return [];
    if (markets.length > 0 && !markets.includes(market)) return [];
    if (tournament.endDate && Date.parse(tournament.endDate) <= now) return [];
    return [
      {
        id: tournament.tournamentId,
        slug,
        title,
        summary: tournament.summary?.text?.trim() || null,
        href: page.href('promotion', { category: TOURNAMENTS_CATEGORY, promotionSlug: slug }),
        category: TOURNAMENTS_CATEGORY,
        image: contentImage(page.imageUrlFor, tournament.images?.tablet?.asset?._id, CARD),
        ends:
          tournament.endDate && !tournament.repeat
            ? formatDateTime(tournament.endDate, dateLocaleFor(language, page.locale.formatting), 'date')
            : null,
        state: null,
      },
    ];
  });
}

const TOURNAMENT_QUERY = graphql(`
  query TournamentPage($slug: String!, $language: String!) {
    allTournament(where: { slug: { current: { eq: $slug } } }, limit: 1) {
      tournamentId
      type
      startDate
      endDate
      title {
        text(language: $language)
      }
      summary {
        text(language: $language)
      }
      description {
        blocks(language: $language)
      }
      prizes {
        blocks(language: $language)
      }
      terms {
        blocks(language: $language)
      }
      images {
        tablet {
          asset {
            _id
          }
        }
        alt {
          text(language: $language)
        }
      }
      markets {
        marketId
      }
      games {
        gameId
        label
        provider {
          providerId
        }
        thumbnail {
          img1x {
            asset {
              _id
            }
          }
        }
      }
    }
  }
`);

const TOURNAMENT_CARDS_QUERY = graphql(`
  query TournamentCards($language: String!) {
    allTournament(sort: [{ startDate: ASC }, { _id: ASC }]) {
      tournamentId
      slug {
        current
      }
      startDate
      endDate
      repeat
      title {
        text(language: $language)
      }
      summary {
        text(language: $language)
      }
      images {
        tablet {
          asset {
            _id
          }
        }
      }
      markets {
        marketId
      }
    }
  }
`);
