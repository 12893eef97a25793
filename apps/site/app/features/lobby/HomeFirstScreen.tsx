/**
 * The phone home's first screen (issue 27, PLAYER-EXPERIENCE.md "The first screen"): the welcome
 * offer whole, in the brand's own composition (brands `identity.home`), above the first game row.
 *
 * - `WelcomeHero` (`hero-rows`): the brand's campaign art as a full-bleed band, then the offer on
 *   the page's surface: its name, one headline number, one call to action (sign-up, in the offer's
 *   own words) and one line of key terms linking to the promotion's full terms. The text sits
 *   beside the art, never on it, so it keeps its contrast in both colour schemes.
 * - `BankFirstCard` (`pay-and-play-first`): a Pay and Play brand leads with the bank. The market's
 *   one-click amounts post to the pay-and-play page (its amount form's `preset`), which takes the
 *   player to their bank; the offer follows as one line under them.
 * Both are plain HTML (links and a form post), so they work before scripts load.
 */
import { Link } from 'react-router';
import { formatMoney } from '@casino/domain';
import { shell } from '@casino/ui';
import type { WelcomeOffer } from '../../lib/welcomeOffer.server.ts';
import { useT } from '../../lib/i18n.ts';
import * as styles from './home.css.ts';

/** The brand's hero art, decorative: the offer's text says what it shows. */
function HeroArt({ svg }: { svg: string | null }) {
  return svg ? (
    <div className={styles.art} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  ) : null;
}

/** The offer's terms line, linked to the promotion's full terms when it has a page. */
function OfferTerms({ offer }: { offer: WelcomeOffer }) {
  return (
    <p className={styles.offerTerms} data-testid="welcome-offer-terms">
      {offer.promotionHref ? <Link to={offer.promotionHref}>{offer.keyTerms}</Link> : offer.keyTerms}
    </p>
  );
}

export function WelcomeHero({
  offer,
  art,
  signupHref,
  headingId,
}: {
  offer: WelcomeOffer;
  art: string | null;
  signupHref: string;
  headingId: string;
}) {
  const t = useT();
  return (
    <section className={styles.hero} aria-labelledby={headingId} data-testid="welcome-offer">
      <HeroArt svg={art} />
      <div className={styles.offerBody}>
        <p className={styles.offerName}>{offer.title}</p>
        <h2 id={headingId} className={styles.offerHeadline} data-testid="welcome-offer-headline">
          {offer.headline}
        </h2>
        <Link to={signupHref} className={`${shell.primaryAction} ${styles.offerAction}`}>
          {offer.action?.label ?? t('home.cta.signup')}
        </Link>
        <OfferTerms offer={offer} />
      </div>
    </section>
  );
}

export interface BankFirstData {
  /** The pay-and-play page's path, whose action authorises the amount. */
  action: string;
  currency: string;
  amounts: string[];
  defaultAmount: string;
}

export function BankFirstCard({
  payAndPlay,
  offer,
  art,
  formatting,
  headingId,
}: {
  payAndPlay: BankFirstData;
  offer: WelcomeOffer | null;
  art: string | null;
  formatting: string;
  headingId: string;
}) {
  const t = useT();
  const money = (amount: string) =>
    formatMoney(amount, payAndPlay.currency, { locale: formatting, wholeWithoutCents: true });
  return (
    <section className={styles.hero} aria-labelledby={headingId} data-testid="bank-first">
      <HeroArt svg={art} />
      <div className={styles.offerBody}>
        <h2 id={headingId} className={styles.bankHeading}>
          {t('pnp.amount.heading')}
        </h2>
        <form method="post" action={payAndPlay.action} className={styles.bankForm}>
          <input type="hidden" name="intent" value="authorise" />
          <div className={styles.chips} role="group" aria-label={t('pnp.amount.presets')}>
            {payAndPlay.amounts.map((amount) => (
              <button key={amount} type="submit" name="preset" value={amount} className={styles.chip}>
                {money(amount)}
              </button>
            ))}
          </div>
          <button
            type="submit"
            name="preset"
            value={payAndPlay.defaultAmount}
            className={`${shell.primaryAction} ${styles.offerAction}`}
          >
            {t('pnp.amount.submit')}
          </button>
        </form>
        {offer ? (
          <div className={styles.bankOffer} data-testid="welcome-offer">
            <p className={styles.bankOfferHeadline} data-testid="welcome-offer-headline">
              {offer.headline}
            </p>
            <OfferTerms offer={offer} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
