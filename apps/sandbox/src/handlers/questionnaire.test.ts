/**
 * The enhanced due-diligence questionnaire over HTTP on PGlite and PostgreSQL (spec 2 §7
 * "Questionnaire", "Reference lists"; services/documents/questionnaire.ts): refused where it was
 * not requested, the reference lists, a bad salary range refused, the answer stored and the level
 * moved to EDD_UNDER_REVIEW, then ENHANCED by the operator's approval, each change pushed on the
 * feed.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FEED_SOCKET_PATH } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { refusal } from '../../test/http.ts';
import { useMoneyApi } from '../../test/money.ts';

describe.each(DATABASE_KINDS)('the questionnaire over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, session } = useMoneyApi(t);

  /** The operator's review of a document (the review surface's JSON route). */
  const review = async (documentId: string, action: string) => {
    const response = await fetch(`${server.baseUrl}/sandbox/documents/${documentId}/review`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action }),
    });
    return { status: response.status };
  };

  it('takes edd@demo.test’s questionnaire to EDD_UNDER_REVIEW and ENHANCED, pushing the changes on the feed', async () => {
    const { api: player } = await session('player@demo.test');
    const notRequired = await refusal(
      player.questionnaireSubmit({
        body: {
          occupation: 'engineer',
          salaryRangeId: 2,
          sourceOfFunds: 'salary',
          placeOfBirth: 'Espoo',
          nationality: 'FI',
        },
      }),
    );
    expect([notRequired.status, notRequired.code]).toEqual([409, 'error.questionnaire.not_required']);

    const { api } = await session('edd@demo.test');
    expect(await api.questionnaireAnswer()).toEqual({ answer: null, submittedAt: null });
    const occupations = await api.occupations();
    expect(occupations.length).toBeGreaterThanOrEqual(10);
    expect((await api.sourceOfFunds()).result.length).toBeGreaterThanOrEqual(6);
    const ranges = await api.salaryRanges();
    expect(ranges.map((range) => range.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ranges.every((range) => range.currencyCode === 'EUR')).toBe(true);
    expect(await api.playerProfile()).toMatchObject({ kycStatus: 'EDD_PENDING', eddQuestionnaire: true });

    const answer = {
      occupation: 'Falconer',
      salaryRangeId: 3,
      sourceOfFunds: 'inheritance',
      placeOfBirth: 'Tampere',
      nationality: 'FI',
    };
    const bad = await refusal(api.questionnaireSubmit({ body: { ...answer, salaryRangeId: 99 } }));
    expect([bad.status, bad.code]).toEqual([400, 'error.request.invalid']);
    expect(bad.validationErrors?.salaryRangeId).toBeDefined();

    const { token } = await api.feedToken();
    const socket = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}${FEED_SOCKET_PATH}?Authorization=${encodeURIComponent(token)}`,
    );
    const messages: Array<{ type: string; attributes?: Record<string, unknown> }> = [];
    const waiters: Array<() => void> = [];
    socket.on('message', (data) => {
      if (data.toString() === 'pong') return;
      messages.push(JSON.parse(data.toString()) as (typeof messages)[number]);
      waiters.splice(0).forEach((wake) => wake());
    });
    const attributeChange = async (count: number) => {
      const changes = () => messages.filter((message) => message.type === 'PLAYER_ATTRIBUTE_CHANGE');
      while (changes().length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return changes()[count - 1]!;
    };
    await new Promise<void>((resolve) => socket.once('open', () => resolve()));

    const submitted = await api.questionnaireSubmit({ body: answer });
    expect(submitted.answer).toEqual(answer);
    expect((await attributeChange(1)).attributes).toEqual({
      kycStatus: 'EDD_UNDER_REVIEW',
      eddQuestionnaire: false,
      documents: true,
    });
    expect(await api.questionnaireAnswer()).toEqual({ answer, submittedAt: submitted.submittedAt });
    expect(await api.playerProfile()).toMatchObject({
      kycStatus: 'EDD_UNDER_REVIEW',
      eddQuestionnaire: false,
    });
    const again = await refusal(api.questionnaireSubmit({ body: answer }));
    expect(again.code).toBe('error.questionnaire.not_required');

    const questionnaire = (await api.documentsVerification()).eddQuestionnaire;
    expect(questionnaire.documentStatus).toBe('UNDER_REVIEW');
    expect((await review(questionnaire.documentId!, 'approve')).status).toBe(200);
    expect((await attributeChange(2)).attributes).toEqual({ kycStatus: 'ENHANCED', documents: true });
    expect(await api.playerProfile()).toMatchObject({ kycStatus: 'ENHANCED', eddQuestionnaire: false });
    socket.close();
  });
});
