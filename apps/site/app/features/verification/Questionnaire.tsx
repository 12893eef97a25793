/**
 * The enhanced-due-diligence questionnaire on the verification page (spec 2 §3 "Enhanced
 * questionnaire", §4, §5): the reminder first, then the form with the three reference lists, each
 * a server-rendered dialog with plain forms and links (they work before JavaScript loads); 'Other'
 * adds a free text, shown while 'Other' is chosen.
 */
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { QUESTIONNAIRE_OTHER } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { Field, FormActions, FormError, ServerDialog, SubmitButton } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useT } from '../../lib/i18n.ts';
import type { QuestionnaireLists, QuestionnaireResult } from './verification.server.ts';
import * as styles from './verification.css.ts';

/** The reminder: start the questionnaire now, or later (back where the player was). */
export function QuestionnaireReminder({ startHref, back }: { startHref: string; back: string }) {
  const t = useT();
  const id = useId();
  return (
    <ServerDialog
      titleId={`${id}-questionnaire`}
      title={t('questionnaire.title')}
      closeHref={back}
      closeLabel={t('questionnaire.later')}
      testId="questionnaire-reminder"
    >
      <p>{t('questionnaire.reminder')}</p>
      <FormActions>
        <Link className={forms.primaryButton} to={startHref} replace data-autofocus>
          {t('questionnaire.start')}
        </Link>
        <Link className={forms.button} to={back} replace>
          {t('questionnaire.later')}
        </Link>
      </FormActions>
    </ServerDialog>
  );
}

/** The form's dialog; without the lists (their calls failed) it says so. */
export function QuestionnaireDialog({
  back,
  ...form
}: Omit<QuestionnaireFormProps, 'lists'> & { back: string; lists: QuestionnaireLists | null }) {
  const t = useT();
  const id = useId();
  return (
    <ServerDialog
      titleId={`${id}-questionnaire`}
      title={t('questionnaire.title')}
      closeHref={back}
      closeLabel={t('questionnaire.later')}
      testId="questionnaire-form"
    >
      {form.lists ? (
        <QuestionnaireForm {...form} lists={form.lists} />
      ) : (
        <FormError message={t('questionnaire.error.lists')} />
      )}
    </ServerDialog>
  );
}

interface QuestionnaireFormProps {
  path: string;
  lists: QuestionnaireLists;
  result: Extract<QuestionnaireResult, { ok: false }> | null;
  busy: boolean;
  money: (amount: string, currency: string) => string;
  regionName: (code: string) => string;
}

function QuestionnaireForm({ path, lists, result, busy, money, regionName }: QuestionnaireFormProps) {
  const t = useT();
  const id = useId();
  const error = (field: keyof NonNullable<typeof result>['fieldErrors']) => {
    const key = result?.fieldErrors[field];
    return key ? t(key) : null;
  };
  const value = (field: string) => result?.values[field] ?? '';
  const countries = lists.countries
    .map((code) => ({ code, name: regionName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const rangeLabel = (range: (typeof lists.salaryRanges)[number]) =>
    range.max === null
      ? t('questionnaire.salary.above', { amount: money(range.min, range.currencyCode) })
      : t('questionnaire.salary.between', {
          min: money(range.min, range.currencyCode),
          max: money(range.max, range.currencyCode),
        });
  const choice = (
    name: 'occupation' | 'sourceOfFunds',
    label: MessageId,
    items: ReadonlyArray<{ id: string; name: string }>,
  ) => (
    <div className={styles.questionRow}>
      <Field id={`${id}-${name}`} label={t(label)} error={error(name)}>
        {(props) => (
          <select {...props} className={forms.input} name={name} defaultValue={value(name)}>
            <option value="">{t('questionnaire.choose')}</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
            <option value={QUESTIONNAIRE_OTHER}>{t('questionnaire.other')}</option>
          </select>
        )}
      </Field>
      <div className={styles.otherField}>
        <Field id={`${id}-${name}Other`} label={t('questionnaire.otherText')} error={error(`${name}Other`)}>
          {(props) => (
            <input
              {...props}
              className={forms.input}
              name={`${name}Other`}
              defaultValue={value(`${name}Other`)}
              maxLength={120}
            />
          )}
        </Field>
      </div>
    </div>
  );
  return (
    <Form method="post" action={path} className={forms.form} noValidate>
      <p>{t('questionnaire.intro')}</p>
      <FormError message={result?.formError ? t(result.formError) : null} />
      {choice('occupation', 'questionnaire.occupation', lists.occupations)}
      <Field id={`${id}-salary`} label={t('questionnaire.salary')} error={error('salaryRangeId')}>
        {(props) => (
          <select
            {...props}
            className={forms.input}
            name="salaryRangeId"
            defaultValue={value('salaryRangeId') || '-1'}
          >
            <option value="-1">{t('questionnaire.choose')}</option>
            {lists.salaryRanges.map((range) => (
              <option key={range.id} value={range.id}>
                {rangeLabel(range)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {choice('sourceOfFunds', 'questionnaire.sourceOfFunds', lists.sourcesOfFunds)}
      <Field id={`${id}-placeOfBirth`} label={t('questionnaire.placeOfBirth')} error={error('placeOfBirth')}>
        {(props) => (
          <input
            {...props}
            className={forms.input}
            name="placeOfBirth"
            defaultValue={value('placeOfBirth')}
            maxLength={60}
          />
        )}
      </Field>
      <Field id={`${id}-nationality`} label={t('questionnaire.nationality')} error={error('nationality')}>
        {(props) => (
          <select {...props} className={forms.input} name="nationality" defaultValue={value('nationality')}>
            <option value="">{t('questionnaire.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormActions>
        <SubmitButton intent="questionnaire" variant="primary" busy={busy}>
          {t('questionnaire.submit')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
