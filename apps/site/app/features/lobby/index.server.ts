/**
 * The lobby area's public face for loaders and actions: the home page's and the lobbies' data, and
 * a favourite game changed.
 */
export { changeFavourite, favouriteForm } from './favourites.server.ts';
export { loadHomePage } from './homePage.server.ts';
export { loadLobbyPage } from './lobbyPage.server.ts';
