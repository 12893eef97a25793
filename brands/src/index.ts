export * from './schema.ts';
export * from './load.ts';
export * from './identity.ts';
