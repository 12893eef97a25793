/** The level rules, with no database: the verification fields that follow from the documents. */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, type DocumentStatus } from './reads.ts';
import { verificationOf } from './levels.ts';

const NOW = new Date('2026-01-10T12:00:00Z');
const LATER = new Date('2026-02-01T00:00:00Z');
const EARLIER = new Date('2026-01-01T00:00:00Z');

describe('level rules', () => {
  const player = (kycStatus: string, extra: Partial<Parameters<typeof verificationOf>[0]> = {}) => ({
    kycStatus,
    requestDocumentTypeStatus: '',
    documentsRequired: false,
    documentsDueAt: null,
    eddQuestionnaire: false,
    ...extra,
  });
  const doc = (documentType: string, status: DocumentStatus, requested = true) => ({
    documentType,
    status,
    requestedAt: requested ? EARLIER : null,
  });

  it('requested groups not all verified: PENDING with the due date kept; past it PENDING_EXPIRED', () => {
    const pending = verificationOf(
      player('PENDING', { documentsDueAt: LATER }),
      [doc('PROOF_OF_ID', 'REQUESTED'), doc('PROOF_OF_ADDRESS', 'UNDER_REVIEW')],
      NOW,
      null,
    );
    expect(pending).toEqual({
      kycStatus: 'PENDING',
      requestDocumentTypeStatus: 'PROOF_OF_ID,PROOF_OF_ADDRESS',
      documentsRequired: true,
      documentsDueAt: LATER,
      eddQuestionnaire: false,
    });
    const overdue = verificationOf(
      player('PENDING', { documentsDueAt: EARLIER }),
      [doc('PROOF_OF_ID', 'REQUESTED')],
      NOW,
      null,
    );
    expect(overdue.kycStatus).toBe('PENDING_EXPIRED');
  });

  it('sets a due date when the first group opens, and uploads all under review need nothing more of the player', () => {
    const opened = verificationOf(
      player('FULLY VERIFIED'),
      [doc('SOURCE_OF_WEALTH', 'REQUESTED')],
      NOW,
      null,
    );
    expect(opened.kycStatus).toBe('PENDING');
    expect(opened.documentsDueAt!.getTime() - NOW.getTime()).toBe(30 * 86_400_000);
    const reviewed = verificationOf(
      player('PENDING', { documentsDueAt: EARLIER }),
      [doc('PROOF_OF_ID', 'UNDER_REVIEW'), doc('PROOF_OF_ADDRESS', 'UNDER_REVIEW')],
      NOW,
      null,
    );
    // Past the due date but nothing waits for the player: PENDING, not PENDING_EXPIRED.
    expect(reviewed).toMatchObject({
      kycStatus: 'PENDING',
      documentsRequired: false,
      requestDocumentTypeStatus: 'PROOF_OF_ID,PROOF_OF_ADDRESS',
    });
  });

  it('ID and address verified: FULLY VERIFIED, nothing requested, no due date', () => {
    expect(
      verificationOf(
        player('PENDING', { documentsDueAt: LATER, documentsRequired: true }),
        [doc('PROOF_OF_ID', 'VERIFIED', false), doc('PROOF_OF_ADDRESS', 'VERIFIED', false)],
        NOW,
        null,
      ),
    ).toEqual({
      kycStatus: 'FULLY VERIFIED',
      requestDocumentTypeStatus: '',
      documentsRequired: false,
      documentsDueAt: null,
      eddQuestionnaire: false,
    });
  });

  it('questionnaire: requested EDD_PENDING, submitted EDD_UNDER_REVIEW, approved ENHANCED', () => {
    const base = player('FULLY VERIFIED');
    expect(verificationOf(base, [doc('EDD_QUESTIONNAIRE', 'REQUESTED')], NOW, null)).toMatchObject({
      kycStatus: 'EDD_PENDING',
      eddQuestionnaire: true,
      requestDocumentTypeStatus: '',
    });
    expect(verificationOf(base, [doc('EDD_QUESTIONNAIRE', 'UNDER_REVIEW')], NOW, null)).toMatchObject({
      kycStatus: 'EDD_UNDER_REVIEW',
      eddQuestionnaire: false,
    });
    expect(verificationOf(base, [doc('EDD_QUESTIONNAIRE', 'VERIFIED', false)], NOW, null).kycStatus).toBe(
      'ENHANCED',
    );
  });

  it('keeps the operator’s RESTRICTED, SUSPENDED and NOT_REQUIRED', () => {
    for (const level of ['RESTRICTED', 'SUSPENDED', 'NOT_REQUIRED']) {
      const fields = verificationOf(player(level), [doc('PROOF_OF_ID', 'REQUESTED')], NOW, null);
      expect(fields).toMatchObject({ kycStatus: level, requestDocumentTypeStatus: 'PROOF_OF_ID' });
    }
  });

  it('returns to the level before the request once nothing is open, and ignores unasked uploads', () => {
    expect(
      verificationOf(player('PENDING'), [doc('SOURCE_OF_WEALTH', 'VERIFIED', false)], NOW, 'FULLY VERIFIED')
        .kycStatus,
    ).toBe('FULLY VERIFIED');
    expect(verificationOf(player('PENDING'), [], NOW, null).kycStatus).toBe('NOT_VERIFIED');
    const unasked = verificationOf(
      player('FULLY VERIFIED'),
      [doc('OTHER', 'UNDER_REVIEW', false)],
      NOW,
      null,
    );
    expect(unasked).toMatchObject({ kycStatus: 'FULLY VERIFIED', requestDocumentTypeStatus: '' });
    expect(verificationOf(player('NOT_VERIFIED'), [], NOW, null).kycStatus).toBe('NOT_VERIFIED');
  });

  it('lists open groups in the contract’s order', () => {
    const fields = verificationOf(
      player('NOT_VERIFIED'),
      [doc('OTHER', 'REQUESTED'), doc('PROOF_OF_PAYMENT', 'EXPIRED'), doc('PROOF_OF_ID', 'REQUESTED')],
      NOW,
      null,
    );
    expect(fields.requestDocumentTypeStatus).toBe(
      DOCUMENT_TYPES.filter((type) => ['OTHER', 'PROOF_OF_PAYMENT', 'PROOF_OF_ID'].includes(type)).join(','),
    );
  });
});
