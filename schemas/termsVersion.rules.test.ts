import { describe, expect, it } from 'vitest';
import { publishedId } from './ruleContext.ts';
import { termsVersionOrderProblem, termsVersionOrderRule } from './termsVersion.rules.ts';

const others = [
  { version: 1, effectiveDate: '2025-01-01T00:00:00Z' },
  { version: 3, effectiveDate: '2025-09-01T00:00:00Z' },
];

describe('termsVersionOrderProblem', () => {
  it('takes a version between its neighbours, and the first version', () => {
    expect(termsVersionOrderProblem({ version: 2, effectiveDate: '2025-06-01T00:00:00Z' }, others)).toBe(
      true,
    );
    expect(termsVersionOrderProblem({ version: 1, effectiveDate: '2025-06-01T00:00:00Z' }, [])).toBe(true);
  });

  it('rejects a used number and an order that disagrees with the dates', () => {
    expect(termsVersionOrderProblem({ version: 3, effectiveDate: '2026-01-01T00:00:00Z' }, others)).toBe(
      'Terms version 3 already exists',
    );
    expect(termsVersionOrderProblem({ version: 2, effectiveDate: '2024-12-01T00:00:00Z' }, others)).toMatch(
      /version 2 must take effect after version 1/,
    );
    expect(termsVersionOrderProblem({ version: 2, effectiveDate: '2025-09-01T00:00:00Z' }, others)).toMatch(
      /version 2 must take effect before version 3/,
    );
  });
});

describe('termsVersionOrderRule', () => {
  it('asks the dataset for the other published versions, leaving this document out', async () => {
    const calls: unknown[] = [];
    const context = {
      document: { _id: 'drafts.terms-2', _type: 'termsVersion', effectiveDate: '2025-06-01T00:00:00Z' },
      getClient: () => ({
        fetch: async <R>(query: string, params: Record<string, unknown>) => {
          calls.push([query, params]);
          return others as R;
        },
      }),
    };
    expect(await termsVersionOrderRule(2, context)).toBe(true);
    expect(calls).toEqual([
      [expect.stringContaining('_type == "termsVersion"'), { published: 'terms-2', draft: 'drafts.terms-2' }],
    ]);
  });

  it('needs a client', async () => {
    await expect(
      termsVersionOrderRule(2, { document: { _id: 't', effectiveDate: '2025-06-01T00:00:00Z' } }),
    ).rejects.toThrow(/needs a client/);
  });
});

describe('publishedId', () => {
  it('strips draft and release-version prefixes', () => {
    expect(publishedId('terms-2')).toBe('terms-2');
    expect(publishedId('drafts.terms-2')).toBe('terms-2');
    expect(publishedId('versions.rSummer.terms-2')).toBe('terms-2');
  });
});
