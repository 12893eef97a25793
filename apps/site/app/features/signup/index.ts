/**
 * The signup area's public face for pages (README "The site by area"): the ways into an account
 * (spec 1 §4): the login popup and form, the sign-up steps, pay-and-play and the password reset.
 */
export { LoginDialog } from './LoginDialog.tsx';
export { LoginForm } from './LoginForm.tsx';
export { PayAndPlayPage } from './PayAndPlayPage.tsx';
export { ResetPasswordSteps } from './ResetPasswordSteps.tsx';
export { SignUpPage, type SignUpActionData } from './SignUpPage.tsx';
