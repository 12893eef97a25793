/**
 * Loaded by every test process (vitest setup file, Playwright global setup, the npm test entry):
 * the project needs Node 24, and the machine's own Node is older. If a test process runs on an
 * older Node, npm was invoked in a way that skipped `node_modules/.bin/node`: fail loudly.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  throw new Error(
    `Tests must run on Node 24 or newer, but this process runs Node ${process.versions.node} (${process.execPath}). ` +
      'Run them through `npm test` / `npm run …` so the pinned node package is used.',
  );
}
export const NODE_MAJOR = major;
