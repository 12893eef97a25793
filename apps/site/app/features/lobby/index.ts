/**
 * The lobby area's public face for pages (README "The site by area"): the home page and the casino
 * and live-casino lobbies (spec 3 §2, §3), with their tiles, search, winners and bottom navigation.
 */
export { HomePage } from './HomePage.tsx';
export { LobbyPage } from './LobbyPage.tsx';
