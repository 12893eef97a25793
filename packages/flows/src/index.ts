export * from './reset-password.machine.ts';
export * from './login.machine.ts';
export * from './signup.machine.ts';
export * from './pay-and-play.machine.ts';
export * from './deposit.machine.ts';
export * from './withdraw.machine.ts';
