/**
 * The favourite heart of a game (spec 3 §7 "POST and DELETE favourite games"), for logged-in
 * players on lobby tiles and game pages. A form posting to the site's favourites action
 * (`action`): without JavaScript the post redirects back to this page (`from`); with it a fetcher
 * posts it without a reload, the heart shows the new state at once and the page's loaders
 * revalidate (so a favourites row follows). The button says its state with `aria-pressed`; its
 * label comes translated from the page.
 */
import { useFetcher, useLocation } from 'react-router';
import * as styles from './favouriteToggle.css.ts';

export interface FavouriteToggleProps {
  /** Where the form posts (the site's favourites action). */
  action: string;
  gameId: string;
  /** The button's label ("Favourite: Book of X"). */
  label: string;
  lobbyPageType: 'CASINO' | 'LIVE_CASINO';
  favourite: boolean;
  /** The lobby category the game was saved from. */
  category?: string | null;
  className?: string;
}

export function FavouriteToggle({
  action,
  gameId,
  label,
  lobbyPageType,
  favourite,
  category,
  className,
}: FavouriteToggleProps) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const location = useLocation();
  // While the post is under way the heart shows what the player asked for; then the revalidated
  // page data says what the player API holds (so a failed change turns back).
  const pending = fetcher.formData?.get('intent');
  const shown = pending ? pending === 'add' : favourite;
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={`${styles.form} ${className ?? ''}`}
      data-testid="favourite-form"
    >
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="lobbyPageType" value={lobbyPageType} />
      <input type="hidden" name="intent" value={shown ? 'remove' : 'add'} />
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={styles.button}
        aria-pressed={shown}
        aria-label={label}
        data-testid="favourite-toggle"
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            fill={shown ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </fetcher.Form>
  );
}
