/**
 * Content boxes (spec 3 §3 "Content box": authorized, target audience; §5): the editors' boxes of
 * one placement (`home`, `casino`, `liveCasino`, `promotions`) for the page's market and this
 * visitor or player, through the graph's `contentBoxes`. A player's deposit count (the
 * transaction summary the page already read, or read here) and id pick the boxes of their group;
 * unknown (the call failed) leaves the grouped boxes out. Shared by areas (home, lobbies,
 * promotions), so it lives in lib. A content failure shows no boxes rather than failing the page.
 *
 * With `tournaments`, the brand's tournament boxes (the graph's `tournamentBoxes`, the same side
 * and audience rules) follow the content boxes in the same row: a box without its own link leads
 * to its tournament's page.
 */
import { graphql } from '../generated/graphql';
import type { ContentImage } from './ContentImg.tsx';
import { contentImage } from './contentImage.server.ts';
import { hrefFor } from './links.ts';
import type { PageContext } from './page.server.ts';

export type ContentBoxPlacement = 'home' | 'casino' | 'liveCasino' | 'promotions';

export interface ContentBoxView {
  id: string;
  /** A content box, or a tournament's box (a lobby shows each kind as its own widget). */
  source: 'content' | 'tournament';
  title: string;
  description: string | null;
  image: ContentImage | null;
  /** Where the box leads: its button's words, else its title, and the link. */
  action: { label: string | null; href: string } | null;
}

/** The boxes of `placement` for this page's viewer (module header). */
export async function loadContentBoxes(
  page: PageContext,
  placement: ContentBoxPlacement,
  known?: { depositCount: number | null },
  options: { tournaments?: boolean } = {},
): Promise<ContentBoxView[]> {
  const state = page.sessionState;
  const authorized = state.kind === 'authorised';
  try {
    const depositCount = !authorized
      ? null
      : known
        ? known.depositCount
        : await page.playerApi
            .transactionSummary()
            .then((summary) => summary.totalDepositsCount)
            .catch(() => null);
    const language = page.locale.siteLanguage;
    const { contentBoxes, tournamentBoxes } = await page.content.query(CONTENT_BOXES_QUERY, {
      placement,
      tournaments: options.tournaments === true,
      market: page.locale.market.toUpperCase(),
      language,
      authorized,
      ...(authorized ? { playerId: state.player.playerId } : {}),
      ...(depositCount !== null ? { depositCount } : {}),
    });
    const tournamentPath = (slug: string | null | undefined) =>
      slug ? `/promotions/tournaments/${encodeURIComponent(slug)}` : null;
    return [
      ...contentBoxes.map((box) => ({ box, source: 'content' as const, url: box.urlAction })),
      ...(tournamentBoxes ?? []).map((box) => ({
        box,
        source: 'tournament' as const,
        url: box.urlAction || tournamentPath(box.tournament?.slug?.current),
      })),
    ].flatMap(({ box, source, url }): ContentBoxView[] => {
      const title = box.title?.text?.trim();
      if (!title) return [];
      return [
        {
          id: box._id ?? title,
          source,
          title,
          description: box.description?.text?.trim() || null,
          image: contentImage(page.imageUrlFor, box.image?.img1x?.asset?._id, { width: 300, height: 200 }),
          action: url ? { label: box.button?.text?.trim() || null, href: hrefFor(page.prefix, url) } : null,
        },
      ];
    });
  } catch (error) {
    console.warn(`[site] content boxes unavailable: ${(error as Error).message}`);
    return [];
  }
}

const CONTENT_BOXES_QUERY = graphql(`
  query ContentBoxes(
    $placement: String!
    $market: String!
    $language: String!
    $authorized: Boolean!
    $depositCount: Int
    $playerId: String
    $tournaments: Boolean!
  ) {
    tournamentBoxes(
      market: $market
      authorized: $authorized
      depositCount: $depositCount
      playerId: $playerId
    ) @include(if: $tournaments) {
      _id
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
      image {
        img1x {
          asset {
            _id
          }
        }
      }
      button {
        text(language: $language)
      }
      urlAction
      tournament {
        slug {
          current
        }
      }
    }
    contentBoxes(
      placement: $placement
      market: $market
      authorized: $authorized
      depositCount: $depositCount
      playerId: $playerId
    ) {
      _id
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
      image {
        img1x {
          asset {
            _id
          }
        }
      }
      button {
        text(language: $language)
      }
      urlAction
    }
  }
`);
