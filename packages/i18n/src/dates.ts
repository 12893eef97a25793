/**
 * Dates and times in the market's conventions (issue 27: "never US format on euro sites"), for
 * every page that lists dates (the transaction history, the account's login history, limits):
 * `formatDateTime(value, locale, style)` with the locale of `dateLocaleFor` (the page's language
 * with the market's region), through `Intl.DateTimeFormat`, so a Finnish page reads
 * "27.11.2026 klo 11.15" and an English page of the world market "27 Nov 2026, 11:15".
 *
 * Decisions where the specs are silent:
 * - Times are always 24-hour (`hourCycle: 'h23'`): every market the brands serve writes them so.
 * - Times are shown in UTC, as the rest of the site does, so the server's render and the
 *   browser's hydration read the same text (the player API's dates are UTC).
 * - `listed` (a history card: "27 Nov, 11:15") leaves the year out; `dateTime` and `date` keep it.
 */
export type DateStyle = 'listed' | 'dateTime' | 'date';

const OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  listed: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en-GB', { ...OPTIONS[style], timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/** A date (ISO text or Date) in the locale's conventions; an unreadable date reads as given. */
export function formatDateTime(value: string | Date, locale: string, style: DateStyle = 'dateTime'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return formatFor(locale, style).format(date);
}
