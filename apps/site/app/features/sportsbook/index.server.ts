/** The sportsbook area's public face for loaders: the frame's context for this visitor or player. */
export { loadSportsbookPage, type SportsbookPageData } from './sportsbook.server.ts';
