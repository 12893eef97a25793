/** The sportsbook area's public face for pages (issue 28): the page around the provider's frame. */
export { SportsbookPage } from './SportsbookPage.tsx';
