/**
 * A registration landing page `/promo/:slug` (spec 1 §2; spec 3 §2, §3): an offer from content
 * leading into sign-up with the page's bonus code (features/promotions/registration.server.ts);
 * 'Page not found!' with a 404 when there is none here and now. Its text is Portable Text, read
 * and drawn by the content area here.
 */
import type { Route } from './+types/promo';
import { PortableText } from '../features/content/index.ts';
import { portableBlocks } from '../features/content/index.server.ts';
import { RegistrationPage } from '../features/promotions/index.ts';
import { loadRegistrationPage } from '../features/promotions/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const view = await loadRegistrationPage(pageContext(args), args.params.slug);
  return { ...view, body: portableBlocks(view.body) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.title);
}

export default function Promo({ loaderData }: Route.ComponentProps) {
  return (
    <RegistrationPage
      view={loaderData}
      body={<PortableText blocks={loaderData.body} locale={loaderData.locale} />}
    />
  );
}
