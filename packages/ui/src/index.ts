export { vars } from './theme.css.ts';
export * from './theme.ts';
export * as layout from './layout.css.ts';
