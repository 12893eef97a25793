/**
 * The signup area's public face for loaders and actions: the flows of sign-up, pay-and-play,
 * reset password and login (each its machine's wiring, store, view and forms) and the pages' data.
 */
export { loginForm, loginFormFailure, signIn, type SignInResult } from './login.flow.server.ts';
export { loadPayAndPlayPage, runPayAndPlayAction } from './payAndPlayPage.server.ts';
export {
  brokenLinkFlow,
  resetKeySchema,
  resetPasswordEventOf,
  resetPasswordFlow,
  resetPasswordMachineFor,
  resetPasswordView,
  type ResetRefusal,
} from './resetPassword.flow.server.ts';
export { echo, signUpEventsOf, signUpFlow, signUpMachineFor, signUpStepFor } from './signup.flow.server.ts';
export {
  depositLimitRequired,
  loadSignUpPage,
  signUpConfigFor,
  signUpCountries,
} from './signupPage.server.ts';
