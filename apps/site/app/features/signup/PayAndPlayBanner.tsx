/**
 * The market's pay-and-play banner from content (spec 3 §7) beside the amount. When the market has
 * none the route reports "Pnp Banner not being configured!" (spec 1 §8) and renders no banner.
 */
import { layout } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';

export interface PayAndPlayBannerProps {
  banner: { title: string; description: string | null };
}

export function PayAndPlayBanner({ banner }: PayAndPlayBannerProps) {
  const t = useT();
  return (
    <aside className={layout.card} aria-label={t('pnp.banner.label')} data-testid="pnp-banner">
      <h2>{banner.title}</h2>
      {banner.description ? <p>{banner.description}</p> : null}
    </aside>
  );
}
