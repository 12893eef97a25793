/**
 * The brand's wordmark (brands `identity.logo`, issue 27): the SVG from the brand's folder, inlined
 * so its text takes the page's typeface and colour (it follows the colour scheme), with the brand's
 * name as its accessible name. The markup is the brand's own file, checked at start-up
 * (brands/src/identity.ts `svgProblem`: no script, handler or outside reference), never content or
 * player input. Without a logo, the mark drawn from the name (`/favicon.svg`) and the name.
 */
import { shell } from '@casino/ui';

export function BrandLogo({
  logo,
  name,
  place,
}: {
  logo: string | null;
  name: string;
  /** The header's logo is sized to the bar; the footer's sits above the links. */
  place: 'header' | 'footer';
}) {
  if (!logo) {
    return place === 'header' ? (
      <>
        {/* The brand's icon (server/favicon.ts, drawn from its name and colours): its mark on a phone. */}
        <img src="/favicon.svg" alt="" width={32} height={32} className={shell.brandMark} />
        <span className={shell.brandName}>{name}</span>
      </>
    ) : null;
  }
  return (
    <span
      className={place === 'header' ? shell.brandLogo : shell.footerLogo}
      role="img"
      aria-label={name}
      data-testid={`brand-logo-${place}`}
      dangerouslySetInnerHTML={{ __html: logo }}
    />
  );
}
