/**
 * A lobby tile as the site shows it (lobbyTiles.server.ts `LobbyTileView` on the kit's GameTile):
 * the jackpot amount, seats and bet limits in the page's language and number format, and the
 * favourite heart for a logged-in player. The lobbies and the home page share it.
 */
import { lazy, Suspense } from 'react';
import { formatMoney } from '@casino/domain';
import { GameTile, GameTileDetail, type FavouriteToggleProps } from '@casino/ui/components';
// The heart's styles are the page's own, so the server-rendered heart is styled before its code loads.
import '@casino/ui/components/favouriteToggle.css';
import type { LobbyTileView } from './lobbyTiles.server.ts';
import { useT } from '../../lib/i18n.ts';
import { useSitePaths } from '../../lib/links.ts';

/**
 * The favourite heart is a logged-in player's only (a visitor's page has none), so its code is a
 * chunk of its own after the page's first-load JavaScript. Each heart is a form the server renders
 * whole: before its chunk arrives a tap posts it and comes back to the page; after, it posts
 * without a reload.
 */
const FavouriteToggle = lazy(() =>
  import('@casino/ui/components/FavouriteToggle').then((module) => ({ default: module.FavouriteToggle })),
);

/** What every tile of a page needs besides itself. */
export interface TileContext {
  locale: string;
  formatting: string;
  lobbyPageType: FavouriteToggleProps['lobbyPageType'];
  /** Favourite game ids; null: no hearts (visitor, or favourites unknown). */
  favourites: ReadonlySet<string> | null;
  category: string | null;
  /** The art fills its grid cells (a content grid) instead of keeping its ratio. */
  fill?: boolean;
}

export function LobbyTile({ tile, context }: { tile: LobbyTileView; context: TileContext }) {
  const t = useT();
  const paths = useSitePaths();
  const money = (amount: string | number, currency: string) =>
    formatMoney(amount, currency, { locale: context.formatting });
  return (
    <GameTile
      name={tile.name}
      provider={tile.provider}
      href={tile.path ? `/${context.locale}${tile.path}` : null}
      size={tile.size}
      image={tile.image}
      eager={tile.eager}
      priority={tile.priority ?? false}
      fill={context.fill ?? false}
      gameId={tile.gameId}
      restrictedLabel={tile.restricted ? t('lobby.restricted') : null}
      highlight={
        tile.jackpot ? (
          <span data-testid="jackpot-amount">
            {t('lobby.jackpot', { amount: money(tile.jackpot.amount, tile.jackpot.currency) })}
          </span>
        ) : null
      }
      details={
        <>
          {tile.seats != null ? (
            <GameTileDetail>
              {tile.seatsTaken != null
                ? t('lobby.seatsTaken', { taken: tile.seatsTaken, seats: tile.seats })
                : t('lobby.seats', { seats: tile.seats })}
            </GameTileDetail>
          ) : null}
          {tile.betLimit ? (
            <GameTileDetail>
              {t('lobby.betLimits', {
                min: money(tile.betLimit.min, tile.betLimit.currency),
                max: money(tile.betLimit.max, tile.betLimit.currency),
              })}
            </GameTileDetail>
          ) : null}
        </>
      }
      action={
        context.favourites && tile.gameId && !tile.restricted ? (
          <Suspense>
            <FavouriteToggle
              action={paths.favourites}
              gameId={tile.gameId}
              label={t('favourites.toggle', { name: tile.name })}
              lobbyPageType={context.lobbyPageType}
              favourite={context.favourites.has(tile.gameId)}
              category={context.category}
            />
          </Suspense>
        ) : null
      }
    />
  );
}
