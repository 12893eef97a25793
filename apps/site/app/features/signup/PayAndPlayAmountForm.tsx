/**
 * The pay-and-play amount (spec 1 §4 "authorise with an amount"): the banner's amounts as one-click
 * choices and a typed amount in the page's number format. A plain form post (the route's action
 * authorises and sends the player to the bank); the server's message lands on the field.
 */
import { useId } from 'react';
import { Form } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { layout } from '@casino/ui';
import { Field } from '@casino/ui/components';
import { useT } from '../../lib/i18n.ts';
import * as styles from './login.css.ts';

export interface PayAndPlayAmountFormProps {
  currency: string;
  presets: ReadonlyArray<{ value: string; label: string }>;
  defaultAmount: string;
  /** The bounds, formatted for the page. */
  min: string;
  max: string;
  /** Where to go after login (relative to the locale prefix). */
  redirect: string | null;
  error: MessageId | null;
  busy: boolean;
}

export function PayAndPlayAmountForm(props: PayAndPlayAmountFormProps) {
  const t = useT();
  const id = useId();
  const presetsId = `${id}-presets`;
  return (
    <Form method="post" replace className={styles.form} aria-busy={props.busy}>
      <input type="hidden" name="intent" value="authorise" />
      {props.redirect ? <input type="hidden" name="redirect" value={props.redirect} /> : null}
      {props.presets.length > 0 ? (
        <div role="group" aria-labelledby={presetsId} className={styles.field}>
          <p id={presetsId}>{t('pnp.amount.presets')}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
            {props.presets.map((preset) => (
              <button
                key={preset.value}
                type="submit"
                name="preset"
                value={preset.value}
                className={layout.button}
                disabled={props.busy}
              >
                {preset.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <Field
        id={`${id}-amount`}
        label={t('pnp.amount.label', { currency: props.currency })}
        hint={t('pnp.amount.hint', { min: props.min, max: props.max })}
        error={props.error ? t(props.error, { min: props.min, max: props.max }) : null}
      >
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="text"
            inputMode="decimal"
            name="amount"
            autoComplete="transaction-amount"
            defaultValue={props.defaultAmount}
            required
          />
        )}
      </Field>
      <button type="submit" className={layout.button} disabled={props.busy}>
        {props.busy ? t('pnp.amount.busy') : t('pnp.amount.submit')}
      </button>
    </Form>
  );
}
