/** The document transitions, with no database: exactly the documented ones are allowed. */
import { describe, expect, it } from 'vitest';
import { transition } from './transitions.ts';
import type { DocumentStatus } from './reads.ts';

const STATUSES: DocumentStatus[] = ['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED'];

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
