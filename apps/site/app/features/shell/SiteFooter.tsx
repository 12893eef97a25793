/**
 * The site footer (spec 1 §2 route table "Static content pages"; spec 3 §3 "footer (terms and
 * conditions, content, licence logos)"; spec 3 §7 partners and footer regulation logos): links to
 * the static pages and the content's own links, regulation logos, licences, partners, the terms
 * text and the minimum age.
 */
import { Link, useFetcher, useLocation } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { a11y, shell } from '@casino/ui';
import type { ShellData, ShellImage, ShellLink, StaticPageId } from './shell.server.ts';
import { useT } from '../../lib/i18n.ts';
import { EXTERNAL_LINK, hrefFor, useSitePaths } from '../../lib/links.ts';
import { BrandLogo } from './BrandLogo.tsx';

export interface SiteFooterProps {
  shell: ShellData;
  /** The locale prefix, e.g. `en-UN`. */
  locale: string;
  /** Kept for symmetry with the header; the footer is the same for visitors and players. */
  player?: { firstName: string } | null;
  /** The player's colour-scheme choice where the brand offers one (null: one look, no choice). */
  colourScheme?: ColourSchemeView | null;
}

interface ColourSchemeView {
  /** The stored choice, or null: the brand's own scheme shows. */
  choice: 'system' | 'dark' | 'light' | null;
  brandScheme: 'dark' | 'light';
}

const SCHEME_CHOICES = [
  ['system', 'footer.appearance.system'],
  ['light', 'footer.appearance.light'],
  ['dark', 'footer.appearance.dark'],
] as const satisfies ReadonlyArray<readonly [string, MessageId]>;

/**
 * The appearance choice: three toggle buttons of one form. Without JavaScript the form posts and
 * comes back to this page; with it a fetcher posts and the root loader's answer repaints the page.
 */
function ColourSchemePicker({ scheme }: { scheme: ColourSchemeView }) {
  const paths = useSitePaths();
  const t = useT();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const pending = fetcher.formData?.get('scheme');
  const current = typeof pending === 'string' ? pending : (scheme.choice ?? scheme.brandScheme);
  return (
    <fetcher.Form method="post" action={paths.colourScheme} className={shell.schemeForm}>
      <input type="hidden" name="from" value={`${pathname}${search}`} />
      <fieldset className={shell.schemeGroup}>
        <legend className={shell.footerHeading}>{t('footer.appearance')}</legend>
        {SCHEME_CHOICES.map(([value, label]) => (
          <button
            key={value}
            type="submit"
            name="scheme"
            value={value}
            className={shell.schemeButton}
            aria-pressed={current === value}
          >
            {t(label)}
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}

const PAGE_LABELS: Record<StaticPageId, MessageId> = {
  terms: 'footer.link.terms',
  bonusTerms: 'footer.link.bonusTerms',
  cookiePolicy: 'footer.link.cookiePolicy',
  responsibleGambling: 'footer.link.responsibleGambling',
  ageRestrictions: 'footer.link.ageRestrictions',
  paymentMethods: 'footer.link.paymentMethods',
  contactLiveChat: 'footer.link.contactLiveChat',
  helpCentre: 'footer.link.helpCentre',
};

function Logo({ image }: { image: ShellImage }) {
  return (
    <img
      className={shell.logoImage}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
}

export function SiteFooter({ shell: data, locale, colourScheme }: SiteFooterProps) {
  const t = useT();
  const { footer } = data;

  const external = <span className={a11y.visuallyHidden}> {t('footer.external')}</span>;
  const footerLink = (link: ShellLink, label: string) =>
    link.external || !link.href.startsWith('/') ? (
      <a href={hrefFor(locale, link)} className={shell.footerLink} {...(link.external ? EXTERNAL_LINK : {})}>
        {label}
        {link.external ? external : null}
      </a>
    ) : (
      <Link to={hrefFor(locale, link)} className={shell.footerLink}>
        {label}
      </Link>
    );
  /** A logo, linked when it has a URL (always an external site or a full page URL). */
  const linkedLogo = (item: { name: string; url: string | null; logo: ShellImage | null }) => {
    const body = item.logo ? <Logo image={item.logo} /> : item.name;
    return item.url ? (
      <a href={item.url} className={shell.logoLink} {...EXTERNAL_LINK}>
        {body}
        {external}
      </a>
    ) : (
      <span className={shell.logoLink}>{body}</span>
    );
  };

  return (
    <footer className={shell.footer}>
      <div className={shell.footerInner}>
        <BrandLogo logo={data.logo} name={data.brandName} place="footer" />
        <nav aria-label={t('footer.nav.label')}>
          <ul className={shell.footerLinks}>
            {footer.pages.map((page) => (
              <li key={page.id}>{footerLink(page, t(PAGE_LABELS[page.id]))}</li>
            ))}
            {footer.links.map((link) => (
              <li key={link.href}>{footerLink(link, link.label)}</li>
            ))}
          </ul>
        </nav>

        {footer.regulationLogos.length > 0 ? (
          <section aria-labelledby="footer-regulation">
            <h2 id="footer-regulation" className={shell.footerHeading}>
              {t('footer.regulation.heading')}
            </h2>
            <ul className={shell.logoRow}>
              {footer.regulationLogos.map((logo) => (
                <li key={logo.id}>{linkedLogo(logo)}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {footer.licences.length > 0 ? (
          <section aria-labelledby="footer-licences">
            <h2 id="footer-licences" className={shell.footerHeading}>
              {t('footer.licences.heading')}
            </h2>
            <ul className={shell.logoRow}>
              {footer.licences.map((licence) => (
                <li key={licence.id}>
                  {linkedLogo({ name: licence.name, url: licence.verificationUrl, logo: licence.logo })}
                  <p className={shell.footerText}>
                    {licence.name}
                    {licence.licenceNumber ? (
                      <>
                        <br />
                        {t('footer.licence.number', { number: licence.licenceNumber })}
                      </>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {footer.partners.length > 0 ? (
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners" className={shell.footerHeading}>
              {t('footer.partners.heading')}
            </h2>
            <ul className={shell.logoRow}>
              {footer.partners.map((partner) => (
                <li key={partner.id}>{linkedLogo(partner)}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {footer.terms.length > 0 ? (
          <div>
            {footer.terms.map((paragraph, index) => (
              <p key={index} className={shell.footerText}>
                {paragraph}
              </p>
            ))}
          </div>
        ) : null}

        {colourScheme ? <ColourSchemePicker scheme={colourScheme} /> : null}

        <div className={shell.footerBottom}>
          <span className={shell.ageBadge} aria-hidden="true">
            {t('footer.minimumAge', { age: footer.minimumAge })}
          </span>
          <p className={shell.footerText}>{t('footer.minimumAge.text', { age: footer.minimumAge })}</p>
          <p className={shell.footerText}>
            {t('footer.copyright', { year: new Date().getFullYear(), brand: data.brandName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
