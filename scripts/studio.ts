/**
 * `npm run studio`: the Sanity studio (`sanity dev` in studio/) for the configured Sanity project,
 * one workspace per brand folder, on http://localhost:3333. Without a project it says what to set
 * and stops (exit code 1): the studio edits a project's datasets and has nothing to show offline.
 *
 * The brands are `BRANDS_DIR` when set (studio/brandsDir.ts), else the repository's brands/.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './stack.ts';

const projectId = process.env['SANITY_STUDIO_PROJECT_ID'];
if (!projectId || projectId === 'local') {
  console.error(
    [
      'npm run studio needs a Sanity project: the studio edits its datasets (one per brand, named after it).',
      '',
      '  1. Create a project at https://www.sanity.io/manage (or `npx sanity init --bare` in studio/).',
      '  2. Add http://localhost:3333 to its CORS origins, with credentials allowed (API settings).',
      "  3. Load each brand's dataset: SANITY_AUTH_TOKEN=<a write token> npm run content:deploy -- <brand>",
      '  4. Run: SANITY_STUDIO_PROJECT_ID=<project id> npm run studio',
      '',
      'The site reads a project when SANITY_PROJECT_ID is set (README "Operating the platform");',
      "without one it serves each brand's local dataset in brands/<id>/content/.",
    ].join('\n'),
  );
  process.exit(1);
}

const sanity = path.join(REPO_ROOT, 'node_modules', '.bin', 'sanity');
// process.execPath is Node 24; the CLI's shebang would take whichever `node` comes first.
const child = spawn(process.execPath, [sanity, 'dev', '--port', process.env['STUDIO_PORT'] ?? '3333'], {
  cwd: path.join(REPO_ROOT, 'studio'),
  stdio: 'inherit',
  env: { ...process.env, DO_NOT_TRACK: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
