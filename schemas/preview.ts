/** Helpers for the studio previews of the types: readable titles from localised and plain values. */
import { CONTENT_LANGUAGES } from './contentLanguages.ts';

/** A plain string, or a localised value's English text (else its first filled language). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (value === null || typeof value !== 'object') return undefined;
  const texts = value as Record<string, unknown>;
  for (const { code } of CONTENT_LANGUAGES) {
    const text = texts[code];
    if (typeof text === 'string' && text !== '') return text;
  }
  return undefined;
}

/** The filled parts joined with " · ", or undefined when none is filled. */
export function subtitleOf(...parts: unknown[]): string | undefined {
  const texts = parts.map((part) => (typeof part === 'number' ? String(part) : textOf(part)));
  const filled = texts.filter((text): text is string => text !== undefined);
  return filled.length > 0 ? filled.join(' · ') : undefined;
}

/** A date window as "2026-01-01 → 2026-01-31" (open ends shown as "…"). */
export function windowOf(start: unknown, end: unknown): string | undefined {
  if (typeof start !== 'string' && typeof end !== 'string') return undefined;
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '…');
  return `${day(start)} → ${day(end)}`;
}
