/**
 * Bonus code `/my-account/bonus-code` (spec 3 §2 "Rewards area": needs manual claim allowed, which
 * the route guard checks; §3 "Bonus state"; §4 "Bonus code"; §5; §8). The code a player brought to
 * the login (kept in the query as `bonusCode`) is filled in. "Check code" validates it; "Claim
 * bonus" validates and claims with state ACTIVATED, then the player lands on the active rewards
 * with a toast naming the reward. Plain form posts: it works before JavaScript loads. The rules are
 * in lib/bonusCode.server.ts.
 */
import { useId } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { formatLocale } from '@casino/domain';
import { Field } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import type { Route } from './+types/bonus-code';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import {
  bonusCodeSchema,
  manualClaimAvailable,
  runBonusCode,
  type BonusCodeResult,
} from '../lib/bonusCode.server.ts';
import { readForm } from '../lib/form.server.ts';
import { useT } from '../lib/i18n.ts';

function pageOf({ context }: Route.LoaderArgs | Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  return { app, locale, session, path: `/${formatLocale(locale)}/my-account/bonus-code` };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, locale, path } = pageOf(args);
  const carried = bonusCodeSchema.safeParse(new URL(args.request.url).searchParams.get('bonusCode') ?? '');
  return data(
    {
      locale: formatLocale(locale),
      path,
      available: await manualClaimAvailable(app.playerApi),
      bonusCode: carried.success ? carried.data : '',
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { app, locale, session } = pageOf(args);
  const result = await runBonusCode(app.playerApi, (await readForm(args.request)) ?? {});
  if (result.ok && result.step === 'claimed') {
    session.flash('toast', {
      kind: 'success',
      messageId: 'bonusCode.claimed',
      values: { title: result.title },
    });
    return redirect(`/${formatLocale(locale)}/my-account/rewards/active`, 303);
  }
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function BonusCode({ loaderData, actionData }: Route.ComponentProps) {
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
            <div className={forms.actions}>
              <button
                type="submit"
                name="intent"
                value="claim"
                className={forms.primaryButton}
                disabled={busy}
              >
                {t('bonusCode.claim')}
              </button>
              <button type="submit" name="intent" value="check" className={forms.button} disabled={busy}>
                {t('bonusCode.check')}
              </button>
            </div>
          </Form>
        ) : (
          <p data-testid="bonus-code-unavailable">{t('bonusCode.unavailable')}</p>
        )}
      </section>
      <p>
        <Link to={`/${loaderData.locale}/my-account/rewards`}>{t('bonusCode.rewards')}</Link>
      </p>
    </article>
  );
}
