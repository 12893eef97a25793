/**
 * The game area's public face for pages (README "The site by area"): the game page's parts (spec 3
 * §7) — the frame with its messages, the full-screen button, the in-game menu.
 */
export * as gameStyles from './game.css.ts';
export { GameMenu } from './GameMenu.tsx';
export { GameFullscreenButton, GameStage } from './GameStage.tsx';
