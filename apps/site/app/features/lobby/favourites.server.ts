/**
 * A favourite game added or removed (spec 3 §7 "POST and DELETE favourite games"), posted by the
 * favourite heart of a tile or a game page (the kit's FavouriteToggle) to routes/favourites.ts.
 */
import { z } from 'zod';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';

export const favouriteForm = z.object({
  gameId: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[\w.:-]+$/),
  lobbyPageType: z.enum(['CASINO', 'LIVE_CASINO']),
  intent: z.enum(['add', 'remove']),
  category: z
    .string()
    .max(120)
    .regex(/^[\w-]*$/)
    .optional(),
  from: z.string().max(2000).optional(),
});
export type FavouriteChange = z.infer<typeof favouriteForm>;

/** The change at the player API: done, or the status to answer (404, 401 for a lost session, else 502). */
export async function changeFavourite(
  playerApi: PlayerApiClient,
  { gameId, lobbyPageType, intent, category }: FavouriteChange,
): Promise<{ ok: true } | { ok: false; status: number }> {
  try {
    if (intent === 'add') {
      await playerApi.addFavourite({ body: { gameId, lobbyPageType, ...(category ? { category } : {}) } });
    } else {
      await playerApi.removeFavourite({ params: { gameId }, query: { lobbyPageType } });
    }
    return { ok: true };
  } catch (error) {
    if (!(error instanceof PlayerApiError)) throw error;
    return {
      ok: false,
      status: error.status === 404 ? 404 : error.status === 401 || error.status === 403 ? 401 : 502,
    };
  }
}
