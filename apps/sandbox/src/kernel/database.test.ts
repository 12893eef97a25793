/** The database helpers that need no database: what a driver's error says. */
import { describe, expect, it } from 'vitest';
import { isTransientDatabaseError, uniqueViolation } from './database.ts';

describe('database errors', () => {
  it('finds the unique index a driver error names', () => {
    const pg = new Error('Failed query', {
      cause: Object.assign(new Error('dup'), { code: '23505', constraint: 'x_unique' }),
    });
    expect(uniqueViolation(pg)).toBe('x_unique');
    const pglite = Object.assign(new Error('duplicate key value violates unique constraint "y_unique"'), {
      code: '23505',
    });
    expect(uniqueViolation(new Error('Failed query', { cause: pglite }))).toBe('y_unique');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });

  it('knows a lost connection from a refused statement', () => {
    expect(isTransientDatabaseError(new Error('q', { cause: { code: '57P01' } }))).toBe(true);
    expect(isTransientDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientDatabaseError(new Error('q', { cause: { code: '23505' } }))).toBe(false);
  });
});
