import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';
import { dateLocaleFor } from './languages.ts';

const when = '2026-11-27T11:15:20Z';

describe('formatDateTime', () => {
  it('writes a history card date in the market conventions', () => {
    expect(formatDateTime(when, 'en-GB', 'listed')).toBe('27 Nov, 11:15');
    expect(formatDateTime(when, 'fi-FI', 'listed')).toBe('27.11. klo 11.15');
    expect(formatDateTime(when, 'fi-FI', 'dateTime')).toBe('27.11.2026 klo 11.15');
    expect(formatDateTime(when, 'nb-NO', 'date')).toBe('27. nov. 2026');
  });

  it('never writes the US order on a euro site (the world market formats numbers as en-US)', () => {
    const locale = dateLocaleFor('en', 'en-US');
    expect(formatDateTime(when, locale, 'dateTime')).toBe('27 Nov 2026, 11:15');
    expect(formatDateTime(when, dateLocaleFor('en', 'en-US', 'USD'), 'listed')).toBe('Nov 27, 11:15');
  });

  it('reads a bad date as given and a bad locale as British English', () => {
    expect(formatDateTime('not a date', 'fi-FI')).toBe('not a date');
    expect(formatDateTime(new Date(when), 'zz-not-a-locale!', 'date')).toBe('27 Nov 2026');
  });
});
