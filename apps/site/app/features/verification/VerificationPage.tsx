/**
 * The verification page (routes/verification.tsx; spec 2 §3 "Documents", §4 "Document
 * verification"): the level and the steps, a card per document group with its status, the reason
 * of a rejection with what to do next, and the upload form where one is needed; the questionnaire's
 * dialogs (Questionnaire.tsx).
 *
 * - Statuses change live: the header wallet's feed socket passes PLAYER_ATTRIBUTE_CHANGE messages
 *   on (lib/feedEvents.ts) and the page reads its data again, without a reload. The statuses are a
 *   polite live region, so the change is announced.
 * - The ids of uploads under review are kept in local storage (`pendingDocumentIds`, spec 2 §4)
 *   until their review ends; opening the questionnaire records that it was shown.
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import {
  PENDING_DOCUMENTS_KEY,
  PROOF_OF_ADDRESS_KINDS,
  QUESTIONNAIRE_SEEN_KEY,
  SOURCE_OF_WEALTH_KINDS,
  formatMoney,
  knownRejectionReason,
  needsUpload,
  questionnaireDue,
  questionnaireSeen,
  type VerificationFlowState,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { Field, FormActions, FormError, SubmitButton } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { FEED_OPEN, useFeedMessages } from '../../lib/feedEvents.ts';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import { QuestionnaireDialog, QuestionnaireReminder } from './Questionnaire.tsx';
import type { GroupView, VerificationActionData, loadVerificationPage } from './verification.server.ts';
import * as styles from './verification.css.ts';

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** What the route's loader hands the page. */
export type VerificationPageData = Unwrapped<Awaited<ReturnType<typeof loadVerificationPage>>>;

/** A status change, or the socket opening (changes made while it was closed were not pushed). */
const LIVE_MESSAGES = ['PLAYER_ATTRIBUTE_CHANGE', FEED_OPEN];

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

export function VerificationPage({
  loaderData,
  actionData,
}: {
  loaderData: VerificationPageData;
  actionData: VerificationActionData | undefined;
}) {
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
        <FormError message={t('verification.error.load')} />
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
        ) : (
          <FormError message={error ? t(error) : null} />
        )}
        <p className={forms.hint}>{t('verification.upload.hint')}</p>
        <FormActions>
          <SubmitButton variant="primary" busy={busy}>
            {t(
              group.status === 'EXPIRED' || group.rejectionReason
                ? 'verification.upload.again'
                : 'verification.upload.start',
            )}
          </SubmitButton>
        </FormActions>
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
      <FormError message={loaderData.failed ? t('verification.uploadFailed') : null} />
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
        <QuestionnaireReminder startHref={withQuery({ questionnaire: 'form' })} back={loaderData.back} />
      ) : null}

      {loaderData.questionnaire === 'form' ? (
        <QuestionnaireDialog
          back={loaderData.back}
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
      ) : null}
    </article>
  );
}
