/**
 * The bonus-code page (routes/bonus-code.tsx; spec 3 §4 "Bonus code"): the code (the one brought to
 * the login filled in), "Claim bonus" and "Check code", both plain posts; a good code says so, a
 * refused one shows its message on the field.
 */
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Field, FormActions, SubmitButton } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useT } from '../../lib/i18n.ts';
import type { BonusCodeResult, loadBonusCodePage } from './bonusCode.server.ts';

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** What the route's loader hands the page. */
export type BonusCodePageData = Unwrapped<Awaited<ReturnType<typeof loadBonusCodePage>>>;

export function BonusCodePage({
  loaderData,
  actionData,
}: {
  loaderData: BonusCodePageData;
  actionData: BonusCodeResult | undefined;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state !== 'idle';
  const result = (actionData as BonusCodeResult | undefined) ?? null;
  const checked = result?.ok && result.step === 'checked' ? result.bonusCode : null;
  const error = result && !result.ok ? result.error : null;
  const errorText = error ? ('code' in error ? error.code : t(error.messageId)) : null;
  const value = result && 'bonusCode' in result ? result.bonusCode : loaderData.bonusCode;

  return (
    <article className={forms.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={forms.heading}>
        {t('bonusCode.title')}
      </h1>
      <section className={forms.card} aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className={forms.heading}>
          {t('bonusCode.heading')}
        </h2>
        {loaderData.available ? (
          <Form method="post" action={loaderData.path} className={forms.form} noValidate>
            <p>{t('bonusCode.text')}</p>
            <Field id={`${id}-code`} label={t('bonusCode.label')} error={errorText}>
              {(props) => (
                <input
                  {...props}
                  className={forms.input}
                  name="bonusCode"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  defaultValue={value}
                  key={value}
                />
              )}
            </Field>
            {checked ? (
              <p role="status" className={forms.alert} data-testid="bonus-code-valid">
                {t('bonusCode.valid', { code: checked })}
              </p>
            ) : null}
            <FormActions>
              <SubmitButton intent="claim" variant="primary" busy={busy}>
                {t('bonusCode.claim')}
              </SubmitButton>
              <SubmitButton intent="check" busy={busy}>
                {t('bonusCode.check')}
              </SubmitButton>
            </FormActions>
          </Form>
        ) : (
          <p data-testid="bonus-code-unavailable">{t('bonusCode.unavailable')}</p>
        )}
      </section>
      <p>
        <Link to={loaderData.rewards}>{t('bonusCode.rewards')}</Link>
      </p>
    </article>
  );
}
