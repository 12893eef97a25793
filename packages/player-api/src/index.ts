export * from './contract.ts';
export * from './client.ts';
export * from './routing.ts';
