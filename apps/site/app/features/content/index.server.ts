/**
 * The content area's public face for loaders and actions: static pages and page headings by path
 * from content, the terms in effect and their acceptance.
 */
export {
  loadLandingPage,
  loadPageHeading,
  loadStaticPage,
  type LandingPageContent,
  type PageHeading,
  type StaticPageContent,
} from './pages.server.ts';
export { portableBlocks, safeHref } from './portableText.ts';
export { acceptTerms, acceptTermsForm, loadCurrentTerms, type TermsContent } from './terms.server.ts';
