import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTranslator } from './index.ts';
import { LOCALE_FILE_RETRIES, catalogueUrl, fetchCatalogue } from './load.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering from `responses` in turn (a function throws, e.g. a network error). */
function fakeFetch(...responses: Array<Response | (() => never)>) {
  let call = 0;
  return vi.fn(async (_input: string, _init?: RequestInit) => {
    const next = responses[Math.min(call++, responses.length - 1)]!;
    return typeof next === 'function' ? next() : next.clone();
  });
}
const networkError = () => {
  throw new TypeError('fetch failed');
};

describe('fetchCatalogue', () => {
  let warn: MockInstance<typeof console.warn>;
  let sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sleep = vi.fn(async (_ms: number) => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches /locales/{code}/default.json once when it answers', async () => {
    const fetch = fakeFetch(json({ 'nav.skip': 'Siirry sisältöön' }));
    await expect(fetchCatalogue('fi', { fetch, sleep })).resolves.toEqual({ 'nav.skip': 'Siirry sisältöön' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/locales/fi/default.json');
    expect(sleep).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('prefixes the base URL', async () => {
    const fetch = fakeFetch(json({}));
    await fetchCatalogue('caf', { fetch, sleep, baseUrl: 'https://cdn.example/' });
    expect(fetch.mock.calls[0]![0]).toBe('https://cdn.example/locales/caf/default.json');
    expect(catalogueUrl('a/b')).toBe('/locales/a%2Fb/default.json');
  });

  it('retries after failures with 2000 ms more delay per attempt, logging each failure', async () => {
    const fetch = fakeFetch(
      json({}, 503),
      networkError,
      new Response('<html>', { status: 200 }),
      json({ a: 'b' }),
    );
    await expect(fetchCatalogue('de', { fetch, sleep })).resolves.toEqual({ a: 'b' });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 4000, 6000]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toMatch(
      /\/locales\/de\/default\.json.*attempt 1 of 4.*HTTP 503.*retrying in 2000 ms/,
    );
    expect(warn.mock.calls[1]![0]).toMatch(/attempt 2 of 4.*fetch failed.*retrying in 4000 ms/);
    expect(warn.mock.calls[2]![0]).toMatch(/attempt 3 of 4.*retrying in 6000 ms/);
  });

  it('sleeps before each retry, not before the first attempt', async () => {
    const order: string[] = [];
    const fetch = vi.fn(async () => {
      order.push('fetch');
      return order.length === 1 ? json({}, 500) : json({});
    });
    sleep.mockImplementation(async (ms) => {
      order.push(`sleep ${ms}`);
    });
    await fetchCatalogue('fi', { fetch, sleep });
    expect(order).toEqual(['fetch', 'sleep 2000', 'fetch']);
  });

  it('rejects after the first attempt and 3 retries', async () => {
    const fetch = fakeFetch(json({}, 404));
    const error = await fetchCatalogue('xx', { fetch, sleep }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /\/locales\/xx\/default\.json failed after 4 attempts: HTTP 404/,
    );
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(fetch).toHaveBeenCalledTimes(1 + LOCALE_FILE_RETRIES);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 4000, 6000]);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[3]![0]).toMatch(/attempt 4 of 4.*giving up/);
  });

  it('treats a body that is not an object of strings as a failure', async () => {
    for (const body of [['a'], { 'nav.skip': 1 }, 'text', null]) {
      const fetch = fakeFetch(json(body));
      await expect(fetchCatalogue('fi', { fetch, sleep })).rejects.toThrow(/not a catalogue/);
      expect(fetch).toHaveBeenCalledTimes(4);
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(json({}, 500));
    sleep.mockImplementation(async () => controller.abort(new Error('navigated away')));
    await expect(fetchCatalogue('fi', { fetch, sleep, signal: controller.signal })).rejects.toThrow(
      'navigated away',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits 2, 4 and 6 seconds with the default sleep', async () => {
    vi.useFakeTimers();
    try {
      const fetch = fakeFetch(json({}, 500));
      const result = fetchCatalogue('fi', { fetch }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3999);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(6000);
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(await result).toBeInstanceOf(Error);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a catalogue a translator can use', async () => {
    const fetch = fakeFetch(json({ 'home.title': 'Willkommen bei {brand}' }));
    const messages = await fetchCatalogue('de', { fetch, sleep });
    const { t } = createTranslator('de', messages, { 'nav.skip': 'Skip to content' });
    expect(t('home.title', { brand: 'Aurora' })).toBe('Willkommen bei Aurora');
    expect(t('nav.skip')).toBe('Skip to content');
  });
});
