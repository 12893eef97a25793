/**
 * Shown on every page while an editor's draft preview is on (server/preview.ts): the page shows
 * unpublished drafts, and the way back to the published site. A plain link: turning preview off is
 * a request to the server, which clears its cookie and sends the editor back to this page.
 */
import { useT } from '../../lib/i18n.ts';
import * as styles from './previewBanner.css.ts';

export function PreviewBanner({ exitHref }: { exitHref: string }) {
  const t = useT();
  return (
    <div role="status" className={styles.banner} data-testid="preview-banner">
      <span>{t('preview.banner')}</span>
      <a className={styles.exit} href={exitHref}>
        {t('preview.exit')}
      </a>
    </div>
  );
}
