/**
 * The deposit bonus as offer cards (issue 27 point 6: "a bonus is a card with its terms and
 * currency, chosen or declined deliberately"): a radio group named `bonusId`: each offer with its headline, its description
 * and its terms line (wagering and the currency it is paid in), then "No bonus" (checked at first:
 * DepositPage.tsx says why). Real radio inputs
 * styled as cards, so it works by keyboard and without scripts.
 */
import * as styles from './cashier.css.ts';

export interface BonusOffer {
  id: string;
  headline: string;
  description: string;
  terms: string;
}

export function BonusOffers({
  id,
  legend,
  none,
  offers,
  error,
}: {
  id: string;
  legend: string;
  none: string;
  offers: readonly BonusOffer[];
  error?: string | null | undefined;
}) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {offers.map((offer) => (
        <label key={offer.id} className={styles.offer} data-testid="bonus-offer">
          <input type="radio" name="bonusId" value={offer.id} className={styles.radio} />
          <span className={styles.offerText}>
            <span className={styles.offerHeadline}>{offer.headline}</span>
            {offer.description ? <span>{offer.description}</span> : null}
            <span className={styles.offerTerms}>{offer.terms}</span>
          </span>
        </label>
      ))}
      <label className={styles.offer}>
        <input type="radio" name="bonusId" value="" className={styles.radio} defaultChecked />
        <span className={styles.offerHeadline}>{none}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
