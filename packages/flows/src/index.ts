export * from './reset-password-steps.machine.ts';
