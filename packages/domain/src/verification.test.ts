import { describe, expect, it } from 'vitest';
import {
  isVerificationFree,
  knownRejectionReason,
  questionnaireAnswerValues,
  questionnaireIssues,
  uploadStage,
  verificationFlowState,
  type AccountVerificationShape,
  type DocumentStatusValue,
} from './verification.ts';
import { questionnaireAutoOpens, questionnaireSeen } from './questionnaire.ts';

const group = (documentStatus: DocumentStatusValue) => ({
  documentStatus,
  documentId: null,
  rejectionReason: null,
});
const verification = (
  id: DocumentStatusValue,
  address: DocumentStatusValue,
  extra: Partial<AccountVerificationShape> = {},
): AccountVerificationShape => ({
  idDocument: group(id),
  addressDocument: group(address),
  paymentDocument: [],
  sowDocument: group('UNREQUESTED'),
  eddQuestionnaire: group('UNREQUESTED'),
  otherDocument: [],
  ...extra,
});

describe('verification-free rule', () => {
  it('is free for NOT_REQUIRED whatever the groups say', () => {
    expect(isVerificationFree('NOT_REQUIRED', verification('REQUESTED', 'REQUESTED'))).toBe(true);
  });
  it('is free for NOT_VERIFIED only when every group, lists included, is unrequested', () => {
    expect(isVerificationFree('NOT_VERIFIED', verification('UNREQUESTED', 'UNREQUESTED'))).toBe(true);
    const payment = [{ ...group('REQUESTED'), depositMethod: 'TRUSTLY', subType: null }];
    expect(
      isVerificationFree(
        'NOT_VERIFIED',
        verification('UNREQUESTED', 'UNREQUESTED', { paymentDocument: payment }),
      ),
    ).toBe(false);
    expect(isVerificationFree('PENDING', verification('UNREQUESTED', 'UNREQUESTED'))).toBe(false);
  });
});

describe('flow state from the ID and address statuses', () => {
  it.each([
    ['REQUESTED', 'REQUESTED', 'uploadId'],
    ['EXPIRED', 'VERIFIED', 'uploadId'],
    ['UNDER_REVIEW', 'REQUESTED', 'selectAddressType'],
    ['UNDER_REVIEW', 'VERIFIED', 'uploaded'],
    ['VERIFIED', 'VERIFIED', 'success'],
    ['UNREQUESTED', 'UNREQUESTED', 'success'],
  ] as const)('%s + %s → %s', (id, address, state) => {
    expect(verificationFlowState(verification(id, address))).toBe(state);
  });
  it('is the error state without statuses', () => {
    expect(verificationFlowState(null)).toBe('error');
  });
});

describe('upload stages', () => {
  it('asks for a kind on address and source of wealth, and shows a failed upload', () => {
    expect(uploadStage('addressDocument', 'REQUESTED', false)).toBe('selectType');
    expect(uploadStage('idDocument', 'EXPIRED', false)).toBe('preUpload');
    expect(uploadStage('idDocument', 'REQUESTED', true)).toBe('error');
    expect(uploadStage('idDocument', 'UNDER_REVIEW', true)).toBe('success');
    expect(uploadStage('otherDocument', 'UNREQUESTED', false)).toBe('none');
  });
  it('reads reasons outside the list as other', () => {
    expect(knownRejectionReason('ID_EXPIRED')).toBe('ID_EXPIRED');
    expect(knownRejectionReason('SOMETHING_NEW')).toBe('OTHER');
    expect(knownRejectionReason(null)).toBeNull();
  });
});

describe('questionnaire', () => {
  const complete = {
    occupation: 'engineer',
    occupationOther: '',
    salaryRangeId: 2,
    sourceOfFunds: 'salary',
    sourceOfFundsOther: '',
  };
  it('is complete with an occupation, a range above 0 and a source of funds', () => {
    expect(questionnaireIssues(complete)).toEqual([]);
    expect(questionnaireIssues({ ...complete, salaryRangeId: -1 })).toEqual(['salaryRangeId']);
    expect(questionnaireIssues({ ...complete, occupation: '', sourceOfFunds: '' })).toEqual([
      'occupation',
      'sourceOfFunds',
    ]);
  });
  it("needs the free text of 'Other' and sends it instead of the selection", () => {
    const other = { ...complete, occupation: 'other', sourceOfFunds: 'other', sourceOfFundsOther: 'Lottery' };
    expect(questionnaireIssues(other)).toEqual(['occupationOther']);
    expect(questionnaireAnswerValues({ ...other, occupationOther: ' Falconer ' })).toEqual({
      occupation: 'Falconer',
      salaryRangeId: 2,
      sourceOfFunds: 'Lottery',
    });
  });
  it('opens by itself once per player while due', () => {
    const profile = { playerId: 'p1', eddQuestionnaire: true, kycStatus: 'EDD_PENDING' };
    expect(questionnaireAutoOpens(profile, null)).toBe(true);
    expect(questionnaireAutoOpens(profile, questionnaireSeen('p1', 'p0'))).toBe(false);
    expect(questionnaireAutoOpens({ ...profile, kycStatus: 'EDD_UNDER_REVIEW' }, null)).toBe(false);
    expect(questionnaireAutoOpens({ ...profile, eddQuestionnaire: false }, null)).toBe(false);
    expect(questionnaireSeen('p1', 'p0,p1')).toBe('p0,p1');
  });
});
