/** First step of `npm test`: refuse to run on a Node older than 24 (see require-node-24.ts). */
import { NODE_MAJOR } from './require-node-24.ts';

console.log(`Node ${process.versions.node} (major ${NODE_MAJOR}) at ${process.execPath}`);
