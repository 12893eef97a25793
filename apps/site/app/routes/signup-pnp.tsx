/** Placeholder until the onboarding flow of issue 6 lands here: the generic page layout. */
export { loader, meta, default } from './page.tsx';
