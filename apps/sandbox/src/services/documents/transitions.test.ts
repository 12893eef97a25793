/** The document rules that need no database: the transitions, the level rules and the file sniffing. */
import { describe, expect, it } from 'vitest';
import { checkFile, sniffType, MAX_UPLOAD_BYTES } from './uploads.ts';
import { DOCUMENT_TYPES, transition, verificationOf, type DocumentStatus } from './transitions.ts';

const STATUSES: DocumentStatus[] = ['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED'];
const NOW = new Date('2026-01-10T12:00:00Z');
const LATER = new Date('2026-02-01T00:00:00Z');
const EARLIER = new Date('2026-01-01T00:00:00Z');

describe('document transitions', () => {
  it('allows exactly the documented transitions', () => {
    const allowed: string[] = [];
    for (const from of STATUSES) {
      for (const action of ['request', 'upload', 'approve', 'reject', 'expire'] as const) {
        const to = transition(from, action);
        if (to) allowed.push(`${from} -${action}-> ${to}`);
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'UNREQUESTED -request-> REQUESTED',
        'EXPIRED -request-> REQUESTED',
        'REQUESTED -request-> REQUESTED',
        'UNREQUESTED -upload-> UNDER_REVIEW',
        'REQUESTED -upload-> UNDER_REVIEW',
        'EXPIRED -upload-> UNDER_REVIEW',
        'UNDER_REVIEW -approve-> VERIFIED',
        'UNDER_REVIEW -reject-> REQUESTED',
        'VERIFIED -expire-> EXPIRED',
      ].sort(),
    );
  });

  it('refuses the others, e.g. approving a requested or re-uploading a verified document', () => {
    expect(transition('REQUESTED', 'approve')).toBeNull();
    expect(transition('VERIFIED', 'upload')).toBeNull();
    expect(transition('UNDER_REVIEW', 'upload')).toBeNull();
    expect(transition('UNDER_REVIEW', 'request')).toBeNull();
    expect(transition('REQUESTED', 'expire')).toBeNull();
    expect(transition('VERIFIED', 'reject')).toBeNull();
  });
});

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

describe('file sniffing', () => {
  const bytes = (...values: Array<number | string>) =>
    new Uint8Array(
      values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value)] : [value])),
    );

  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffType(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0))).toBe('image/png');
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, empty and oversized files', () => {
    expect(sniffType(bytes('GIF89a'))).toBeNull();
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffType(bytes('<html>'))).toBeNull();
    expect(checkFile(null)).toEqual({ ok: false, reason: 'missing' });
    expect(checkFile(new Uint8Array(0))).toEqual({ ok: false, reason: 'empty' });
    expect(checkFile(bytes('hello'))).toEqual({ ok: false, reason: 'wrongType' });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkFile(big)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
