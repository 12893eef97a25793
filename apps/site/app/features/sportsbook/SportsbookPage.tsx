/**
 * The sportsbook and virtual sports pages (issue 28; the context comes from sportsbook.server.ts):
 * the provider's frame under the site header, and the page side of its messages.
 *
 * Frame messages (believed only from the frame's origin, each checked for its shape):
 * - `sportsbook:navigate` `{ path }`: the player moved inside the book; the site's address follows
 *   (`/sportsbook/<sport>/<region>/<competition>/<event>`, `/virtuals`) without reloading, so a
 *   copied link or a reload opens the same place.
 * - `sportsbook:height` `{ height }`: the frame grows with its content (never less than the
 *   viewport under the header), so the page has one scroll bar.
 * - `sportsbook:login`: a visitor chose a selection; the login popup opens, and after login the
 *   player comes back here.
 * - `sportsbook:balance`: money moved; the site calls the balance webhook (the provider's
 *   `user-balance-update`) and refreshes the header's wallet.
 * A player with an active sports bonus gets spec 3 §4's sports bonus toast on arrival.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { a11y } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';
import { refreshWallet } from '../../lib/feedEvents.ts';
import { toastStore } from '../../lib/toastStore.ts';
import type { SportsbookPageData } from './sportsbook.server.ts';
import * as styles from './sportsbook.css.ts';

const SEGMENT = /^[a-z0-9][a-z0-9:-]{0,79}$/;

export interface SportsbookPageProps {
  data: SportsbookPageData;
  /** Where the balance webhook is posted (lib/endpoints.ts `sportsbookBalance`). */
  balanceEndpoint: string;
}

export function SportsbookPage({ data, balanceEndpoint }: SportsbookPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const title = t(data.kind === 'virtuals' ? 'virtuals.title' : 'sportsbook.title');

  // Spec 3 §4: the sports bonus toast, once per page, for a player with an active sports bonus.
  useEffect(() => {
    if (data.sportsBonus) toastStore.push({ id: 'sports-bonus', kind: 'success', message: data.sportsBonus });
  }, [data.sportsBonus]);

  useEffect(() => {
    if (!data.frameOrigin) return;
    const prefix = data.basePath.slice(0, data.basePath.lastIndexOf('/sportsbook'));
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== data.frameOrigin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: unknown; path?: unknown; height?: unknown } | null;
      switch (message?.type) {
        case 'sportsbook:navigate': {
          const path = Array.isArray(message.path) ? message.path : [];
          if (!path.every((part) => typeof part === 'string' && SEGMENT.test(part)) || path.length > 4)
            return;
          const target =
            path[0] === 'virtuals'
              ? data.virtualsPath
              : [data.basePath, ...path.map(encodeURIComponent)].join('/');
          if (target !== window.location.pathname)
            window.history.replaceState(window.history.state, '', target);
          break;
        }
        case 'sportsbook:height':
          if (typeof message.height === 'number' && message.height > 0 && message.height < 50_000) {
            setHeight(Math.ceil(message.height));
          }
          break;
        case 'sportsbook:login': {
          const here = window.location.pathname;
          navigate(
            { search: `?redirect=${encodeURIComponent(here.slice(prefix.length) || '/')}`, hash: '#login' },
            { replace: true, preventScrollReset: true },
          );
          break;
        }
        case 'sportsbook:balance':
          void fetch(balanceEndpoint, { method: 'POST' })
            .catch(() => undefined)
            .finally(refreshWallet);
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [data, balanceEndpoint, navigate]);

  return (
    <div className={styles.page}>
      <h1 className={a11y.visuallyHidden}>{title}</h1>
      {data.frameUrl ? (
        <iframe
          ref={frame}
          id="sportsbook-frame"
          className={styles.frame}
          src={data.frameUrl}
          title={title}
          style={height ? { height: `${height}px` } : undefined}
          data-testid="sportsbook-frame"
        />
      ) : (
        <div className={styles.unavailable} role="alert">
          <p>{t('sportsbook.unavailable')}</p>
          <a href={data.retryPath} className={styles.retry}>
            {t('sportsbook.retry')}
          </a>
        </div>
      )}
    </div>
  );
}
