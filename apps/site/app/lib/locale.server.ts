/**
 * Applies the locale-prefix rule of spec 1 §2 (decided in @casino/domain `resolveLocale`) to a
 * request: either the request's locale, or a redirect response to throw.
 */
import { redirect } from 'react-router';
import { resolveLocale, type Locale } from '@casino/domain';
import type { SiteBrand } from './context.ts';

export function localeOf(request: Request, brand: SiteBrand): Locale {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || '/';
  const resolution = resolveLocale(pathname, url.search, brand);
  if (resolution.kind === 'redirect') throw redirect(resolution.location, 302);
  return resolution.locale;
}
