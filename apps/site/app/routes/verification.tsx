/**
 * Document verification `/my-account/account/verification` (spec 2 §2, §3 "Documents", "Enhanced
 * questionnaire", §4 "Document verification", "Enhanced questionnaire", §5). The rules are in
 * @casino/domain verification.ts, the calls in lib/verification.server.ts.
 *
 * - The page shows the level, the steps (proof of ID, proof of address, review, verified) with the
 *   current one from the flow state, and a card per document group with its status, the reason of
 *   a rejection in the player's language with what to do next, and the upload form where one is
 *   needed. Uploads happen at the identity-document provider; the player comes back here.
 * - Statuses change live: the header wallet's feed socket passes PLAYER_ATTRIBUTE_CHANGE messages
 *   on (lib/feedEvents.ts) and the page reads its data again, without a reload. The statuses are a
 *   polite live region, so the change is announced.
 * - The ids of uploads under review are kept in local storage (`pendingDocumentIds`, spec 2 §4)
 *   until their review ends.
 * - The questionnaire opens here as a modal: the reminder first, then the form (works without
 *   JavaScript: both are server-rendered dialogs with plain forms and links).
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { Form, Link, data, redirect, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import {
  PENDING_DOCUMENTS_KEY,
  PROOF_OF_ADDRESS_KINDS,
  QUESTIONNAIRE_OTHER,
  QUESTIONNAIRE_SEEN_KEY,
  SOURCE_OF_WEALTH_KINDS,
  formatLocale,
  formatMoney,
  knownRejectionReason,
  needsUpload,
  questionnaireDue,
  questionnaireSeen,
  type VerificationFlowState,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { Field } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import type { Route } from './+types/verification';
import * as styles from '../components/Account.css.ts';
import { ServerDialog } from '../components/ServerDialog.tsx';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { FEED_OPEN, useFeedMessages } from '../lib/feedEvents.ts';
import { readForm } from '../lib/form.server.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';
import {
  loadQuestionnaireLists,
  loadVerification,
  startUpload,
  submitQuestionnaire,
  type GroupView,
  type QuestionnaireResult,
} from '../lib/verification.server.ts';

function pageOf({ context }: Route.LoaderArgs | Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  return {
    app,
    locale,
    session,
    player: state.player,
    path: `/${formatLocale(locale)}/my-account/account/verification`,
  };
}

const QUESTIONNAIRE_VIEWS = new Set(['reminder', 'form']);
/** A status change, or the socket opening (changes made while it was closed were not pushed). */
const LIVE_MESSAGES = ['PLAYER_ATTRIBUTE_CHANGE', FEED_OPEN];

export async function loader(args: Route.LoaderArgs) {
  const { app, locale, player, path } = pageOf(args);
  const url = new URL(args.request.url);
  const failed = url.searchParams.get('uploadError');
  const requested = url.searchParams.get('questionnaire') ?? '';
  const questionnaire = QUESTIONNAIRE_VIEWS.has(requested) && questionnaireDue(player) ? requested : null;
  const [view, lists] = await Promise.all([
    loadVerification(app.playerApi, failed),
    questionnaire === 'form' ? loadQuestionnaireLists(app.playerApi) : Promise.resolve(null),
  ]);
  const back = url.searchParams.get('back');
  return data(
    {
      locale: formatLocale(locale),
      formatting: locale.formatting,
      countryCode: player.countryCode,
      playerId: player.playerId,
      path,
      // Only a path of this site (the questionnaire's "later" goes back there).
      back: back && /^\/[a-z]{2}-[a-z]{2}(\/[\w\-/]*)?$/i.test(back) ? back : path,
      view,
      questionnaire,
      lists,
      uploaded: url.searchParams.get('uploaded') !== null,
      documentId: url.searchParams.get('documentId')?.slice(0, 80) ?? null,
      failed: failed !== null,
    },
    { status: view ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

export interface VerificationActionData {
  intent: 'upload' | 'questionnaire';
  target?: string;
  messageId?: MessageId;
  questionnaire?: Extract<QuestionnaireResult, { ok: false }>;
}

export async function action(args: Route.ActionArgs) {
  const { app, locale, session, path } = pageOf(args);
  const form = (await readForm(args.request)) ?? {};
  if (form['intent'] === 'questionnaire') {
    const result = await submitQuestionnaire(app.playerApi, form);
    if (result.ok) {
      session.flash('toast', { kind: 'success', messageId: 'questionnaire.success.toast' });
      return redirect(path, 303);
    }
    return data({ intent: 'questionnaire', questionnaire: result } satisfies VerificationActionData, {
      status: result.status,
    });
  }
  const result = await startUpload(app.playerApi, form, {
    pageUrl: new URL(path, args.request.url).toString(),
    language: locale.siteLanguage,
  });
  if (result.ok) return redirect(result.redirectUrl, 303);
  return data(
    { intent: 'upload', target: result.target, messageId: result.messageId } satisfies VerificationActionData,
    { status: result.status },
  );
}

const GROUP_TITLES: Record<GroupView['group'], MessageId> = {
  idDocument: 'verification.group.idDocument',
  addressDocument: 'verification.group.addressDocument',
  paymentDocument: 'verification.group.paymentDocument',
  sowDocument: 'verification.group.sowDocument',
  eddQuestionnaire: 'verification.group.eddQuestionnaire',
  otherDocument: 'verification.group.otherDocument',
};

const STEPS: ReadonlyArray<[VerificationFlowState, MessageId]> = [
  ['uploadId', 'verification.step.id'],
  ['selectAddressType', 'verification.step.address'],
  ['uploaded', 'verification.step.review'],
  ['success', 'verification.step.done'],
];

/** Keeps the ids of uploads under review in local storage (spec 2 §4), dropping finished ones. */
function usePendingDocuments(documentId: string | null, underReview: readonly string[]) {
  useEffect(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(PENDING_DOCUMENTS_KEY) ?? '[]') as unknown;
      const ids = new Set(
        Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
      );
      if (documentId) ids.add(documentId);
      for (const id of ids) if (!underReview.includes(id) && id !== documentId) ids.delete(id);
      localStorage.setItem(PENDING_DOCUMENTS_KEY, JSON.stringify([...ids].slice(-20)));
    } catch {
      // Storage blocked: the page still shows the statuses from the API.
    }
  }, [documentId, underReview]);
}

export default function Verification({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const dateLocale = useDateLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const revalidator = useRevalidator();
  const [search] = useSearchParams();
  const result = (actionData as VerificationActionData | undefined) ?? null;
  const { view, path } = loaderData;

  // A change arriving while the page reads its data again asks for one more read afterwards, so the
  // last change is never missed (an approval pushes the document's status and then the level).
  const again = useRef(false);
  const onChange = useCallback(() => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
    else again.current = true;
  }, [revalidator]);
  useEffect(() => {
    if (revalidator.state === 'idle' && again.current) {
      again.current = false;
      void revalidator.revalidate();
    }
  }, [revalidator]);
  useFeedMessages(LIVE_MESSAGES, onChange);
  const underReview = (view?.groups ?? []).flatMap((group) =>
    group.status === 'UNDER_REVIEW' && group.documentId ? [group.documentId] : [],
  );
  usePendingDocuments(loaderData.documentId, underReview);
  useEffect(() => {
    if (loaderData.questionnaire) {
      try {
        localStorage.setItem(
          QUESTIONNAIRE_SEEN_KEY,
          questionnaireSeen(loaderData.playerId, localStorage.getItem(QUESTIONNAIRE_SEEN_KEY)),
        );
      } catch {
        // Storage blocked: the reminder may open again next time.
      }
    }
  }, [loaderData.questionnaire, loaderData.playerId]);

  if (!view) {
    return (
      <article className={forms.page} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={forms.heading}>
          {t('verification.title')}
        </h1>
        <p role="alert" className={forms.alert}>
          {t('verification.error.load')}
        </p>
        <Link to={path} reloadDocument className={forms.button}>
          {t('limits.retry')}
        </Link>
      </article>
    );
  }

  const reason = (code: string) => {
    const known = knownRejectionReason(code);
    return t(`verification.reason.${known ?? 'OTHER'}` as MessageId);
  };
  const current = STEPS.findIndex(([state]) => state === view.flowState);
  const withQuery = (params: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const key of ['uploaded', 'uploadError', 'documentId']) next.delete(key);
    for (const [key, value] of Object.entries(params)) next.set(key, value);
    return `${path}?${next.toString()}`;
  };

  const uploadForm = (group: GroupView) => {
    const error = result?.intent === 'upload' && result.target === group.id ? result.messageId : null;
    const kinds =
      group.group === 'addressDocument'
        ? PROOF_OF_ADDRESS_KINDS.map((kind) => [kind, `verification.kind.address.${kind}`] as const)
        : group.group === 'sowDocument'
          ? Object.keys(SOURCE_OF_WEALTH_KINDS).map(
              (kind) => [kind, `verification.kind.sow.${kind}`] as const,
            )
          : null;
    return (
      <Form method="post" action={path} className={forms.form} noValidate>
        <input type="hidden" name="target" value={group.id} />
        <input type="hidden" name="documentType" value={group.documentType} />
        {group.depositMethod ? (
          <input type="hidden" name="depositMethod" value={group.depositMethod} />
        ) : null}
        {group.documentId ? <input type="hidden" name="documentId" value={group.documentId} /> : null}
        {kinds ? (
          <Field
            id={`${id}-${group.id}-kind`}
            label={t('verification.kind.label')}
            error={error ? t(error) : null}
          >
            {(props) => (
              <select {...props} className={forms.input} name="kind" defaultValue="">
                <option value="">{t('verification.kind.choose')}</option>
                {kinds.map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {t(label as MessageId)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : error ? (
          <p role="alert" className={forms.alert}>
            {t(error)}
          </p>
        ) : null}
        <p className={forms.hint}>{t('verification.upload.hint')}</p>
        <div className={forms.actions}>
          <button type="submit" className={forms.primaryButton} disabled={busy}>
            {t(
              group.status === 'EXPIRED' || group.rejectionReason
                ? 'verification.upload.again'
                : 'verification.upload.start',
            )}
          </button>
        </div>
      </Form>
    );
  };

  const questionnaireResult = result?.intent === 'questionnaire' ? (result.questionnaire ?? null) : null;

  return (
    <article className={forms.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={forms.heading}>
        {t('verification.title')}
      </h1>
      {loaderData.uploaded ? (
        <p role="status" className={forms.alert} data-testid="upload-received">
          {t('verification.uploaded')}
        </p>
      ) : null}
      {loaderData.failed ? (
        <p role="alert" className={forms.alert}>
          {t('verification.uploadFailed')}
        </p>
      ) : null}
      <section className={forms.card} aria-labelledby={`${id}-level`}>
        <h2 id={`${id}-level`} className={forms.heading}>
          {t('verification.level.heading')}
        </h2>
        <p aria-live="polite" data-testid="verification-level">
          {t(`verification.level.${view.kycStatus}` as MessageId)}
        </p>
        {view.verificationFree ? (
          <p>{t('verification.free')}</p>
        ) : (
          <ol className={styles.steps} aria-label={t('verification.steps')}>
            {STEPS.map(([state, label], index) => (
              <li
                key={state}
                className={`${styles.step} ${index === current ? styles.currentStep : ''}`}
                aria-current={index === current ? 'step' : undefined}
              >
                {t(label)}
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className={styles.sections} aria-live="polite">
        {view.groups.map((group) => (
          <section
            key={group.id}
            className={forms.card}
            aria-labelledby={`${id}-${group.id}`}
            data-group={group.id}
            data-status={group.status}
          >
            <div className={styles.groupHeader}>
              <h2 id={`${id}-${group.id}`} className={forms.heading}>
                {t(GROUP_TITLES[group.group])}
                {group.depositMethod ? ` (${group.depositMethod})` : ''}
              </h2>
              <span className={styles.status} data-testid={`status-${group.id}`}>
                {t(`verification.status.${group.status}` as MessageId)}
              </span>
            </div>
            {needsUpload(group.status) && group.rejectionReason ? (
              <p className={forms.alert} data-testid={`reason-${group.id}`}>
                {t('verification.rejected', { reason: reason(group.rejectionReason) })}
              </p>
            ) : null}
            <p>{t(`verification.explain.${group.status}` as MessageId)}</p>
            {group.group === 'eddQuestionnaire' ? (
              needsUpload(group.status) &&
              questionnaireDue({ eddQuestionnaire: true, kycStatus: view.kycStatus }) ? (
                <p>
                  <Link
                    className={forms.primaryButton}
                    to={withQuery({ questionnaire: 'reminder' })}
                    preventScrollReset
                  >
                    {t('questionnaire.open')}
                  </Link>
                </p>
              ) : null
            ) : needsUpload(group.status) ? (
              uploadForm(group)
            ) : null}
          </section>
        ))}
      </div>

      {loaderData.questionnaire === 'reminder' ? (
        <ServerDialog
          titleId={`${id}-questionnaire`}
          title={t('questionnaire.title')}
          closeHref={loaderData.back}
          closeLabel={t('questionnaire.later')}
          testId="questionnaire-reminder"
        >
          <p>{t('questionnaire.reminder')}</p>
          <div className={forms.actions}>
            <Link
              className={forms.primaryButton}
              to={withQuery({ questionnaire: 'form' })}
              replace
              data-autofocus
            >
              {t('questionnaire.start')}
            </Link>
            <Link className={forms.button} to={loaderData.back} replace>
              {t('questionnaire.later')}
            </Link>
          </div>
        </ServerDialog>
      ) : null}

      {loaderData.questionnaire === 'form' ? (
        <ServerDialog
          titleId={`${id}-questionnaire`}
          title={t('questionnaire.title')}
          closeHref={loaderData.back}
          closeLabel={t('questionnaire.later')}
          testId="questionnaire-form"
        >
          {loaderData.lists ? (
            <QuestionnaireForm
              path={path}
              lists={loaderData.lists}
              result={questionnaireResult}
              busy={busy}
              money={(amount, currency) =>
                formatMoney(amount, currency, {
                  locale: loaderData.formatting,
                  countryCode: loaderData.countryCode,
                })
              }
              regionName={(code) => {
                try {
                  return (
                    new Intl.DisplayNames([dateLocale], { type: 'region', fallback: 'code' }).of(code) ?? code
                  );
                } catch {
                  return code;
                }
              }}
            />
          ) : (
            <p role="alert" className={forms.alert}>
              {t('questionnaire.error.lists')}
            </p>
          )}
        </ServerDialog>
      ) : null}
    </article>
  );
}

interface QuestionnaireFormProps {
  path: string;
  lists: NonNullable<Route.ComponentProps['loaderData']['lists']>;
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
      {result?.formError ? (
        <p role="alert" className={forms.alert}>
          {t(result.formError)}
        </p>
      ) : null}
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
      <div className={forms.actions}>
        <button
          type="submit"
          name="intent"
          value="questionnaire"
          className={forms.primaryButton}
          disabled={busy}
        >
          {t('questionnaire.submit')}
        </button>
      </div>
    </Form>
  );
}
