/** The promotions area's public face for loaders: the list and one promotion from content and the bonus engine. */
export { loadPromotionPage, loadPromotionsPage } from './promotions.server.ts';
