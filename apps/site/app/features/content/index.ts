/**
 * The content area's public face for pages (README "The site by area"): Portable Text from the
 * editors, as the static pages, the terms, the access-error and restricted pages show it.
 */
export { LandingPage } from './LandingPage.tsx';
export { PortableText } from './PortableText.tsx';
export type { PortableBlock } from './portableText.ts';
