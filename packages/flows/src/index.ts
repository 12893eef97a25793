export * from './reset-password-steps.machine.ts';
export * from './login.machine.ts';
