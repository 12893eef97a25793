export * from './constants.ts';
export * from './locale.ts';
export * from './contrast.ts';
export * from './market.ts';
