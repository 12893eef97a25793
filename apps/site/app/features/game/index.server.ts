/** The game area's public face for loaders: the game page (the game found, guarded, launched). */
export { loadGamePage, type GamePageData } from './game.server.ts';
