/**
 * `npm run openapi`: writes the player API's OpenAPI 3.1 document to packages/player-api/openapi.json
 * (committed; `openapi.test.ts` fails when it is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOpenApiFile } from '../src/openapi.ts';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const text = await renderOpenApiFile(target);
let previous: string | undefined;
try {
  previous = readFileSync(target, 'utf8');
} catch {
  previous = undefined;
}
if (previous === text) {
  console.log('openapi: packages/player-api/openapi.json is up to date');
} else {
  writeFileSync(target, text);
  console.log('openapi: wrote packages/player-api/openapi.json');
}
