/**
 * Loads a catalogue served as `/locales/{code}/default.json` (ARCHITECTURE.md packages/i18n).
 * Spec 1 §9: "Locale file load retries up to 3 times with delay growing by 2000 ms per attempt";
 * a locale file failure is logged and retried.
 *
 * Decisions: a failure is a network error, a non-2xx status, a body that is not JSON, or JSON that
 * is not an object of strings. Each failure is logged with `console.warn`; after the first attempt
 * and 3 retries (waiting 2000, 4000 and 6000 ms before them) the promise rejects with the last
 * failure as `cause`. zod/mini keeps the check small in the browser bundle.
 */
import * as z from 'zod/mini';

/** A catalogue file: message id → ICU message. */
export const CatalogueSchema = z.record(z.string(), z.string());

/** Retries after the first failed attempt. */
export const LOCALE_FILE_RETRIES = 3;
/** The delay before retry n (1-based) is n × this. */
export const LOCALE_FILE_RETRY_STEP_MS = 2000;

export interface FetchCatalogueOptions {
  /** Defaults to the global fetch. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Origin (or path prefix) the locale files are served under; defaults to '' (same origin). */
  baseUrl?: string;
  /** Defaults to a setTimeout promise. */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `{baseUrl}/locales/{code}/default.json`. */
export function catalogueUrl(code: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/+$/, '')}/locales/${encodeURIComponent(code)}/default.json`;
}

async function loadOnce(
  url: string,
  fetchFn: NonNullable<FetchCatalogueOptions['fetch']>,
  signal: AbortSignal | undefined,
): Promise<Record<string, string>> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  const parsed = CatalogueSchema.safeParse(body);
  if (!parsed.success) throw new Error(`not a catalogue: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** The catalogue `code` from `/locales/{code}/default.json`, retried per spec 1 §9. */
export async function fetchCatalogue(
  code: string,
  options: FetchCatalogueOptions = {},
): Promise<Record<string, string>> {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const url = catalogueUrl(code, options.baseUrl);
  const attempts = 1 + LOCALE_FILE_RETRIES;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep((attempt - 1) * LOCALE_FILE_RETRY_STEP_MS);
    if (options.signal?.aborted) throw options.signal.reason;
    try {
      return await loadOnce(url, fetchFn, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      lastError = error;
      const next = attempt < attempts ? `retrying in ${attempt * LOCALE_FILE_RETRY_STEP_MS} ms` : 'giving up';
      console.warn(
        `[i18n] locale file ${url} failed (attempt ${attempt} of ${attempts}): ${messageOf(error)}; ${next}`,
      );
    }
  }
  throw new Error(`Locale file ${url} failed after ${attempts} attempts: ${messageOf(lastError)}`, {
    cause: lastError,
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
