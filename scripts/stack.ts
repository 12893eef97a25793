/**
 * Starts the whole product (sandbox player API, then the site) as child processes on Node 24,
 * waits until both answer /health, and stops both when asked or when either dies. Used by
 * `npm start` and by the end-to-end tests, so the tests drive the same stack a player gets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface StackOptions {
  sitePort?: number;
  sandboxPort?: number;
  host?: string;
  /** PGlite directory of the sandbox; default `.data/sandbox`. */
  sandboxDataDir?: string;
  env?: Record<string, string>;
  /** Print the children's output (default true). */
  inheritOutput?: boolean;
  /** Append the children's stdout and stderr to this file instead of printing them. */
  logFile?: string;
  /**
   * `build` (default): the site from its production build, as players get it; `dev`: the site
   * through Vite's dev server with hot reloading (apps/site/dev.ts, `npm run dev`).
   */
  siteMode?: 'build' | 'dev';
}

export interface Stack {
  siteUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
  exited: Promise<string>;
}

/** Waits for a child to answer /health; generous, as a loaded 2-core CI machine starts the sandbox slowly. */
async function waitForHealth(
  url: string,
  child: ChildProcess,
  name: string,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const host = options.host ?? '127.0.0.1';
  const sandboxPort = options.sandboxPort ?? 4000;
  const sitePort = options.sitePort ?? 3000;
  const sandboxUrl = `http://${host}:${sandboxPort}`;
  const siteUrl = `http://${host}:${sitePort}`;
  const log = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const stdout = log ?? (options.inheritOutput === false ? 'ignore' : 'inherit');
  const stderr = log ?? 'inherit';
  const baseEnv = { ...process.env, ...options.env };

  const sandbox = spawn(process.execPath, ['apps/sandbox/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', stdout, stderr],
    env: {
      ...baseEnv,
      HOST: host,
      PORT: String(sandboxPort),
      ...(options.sandboxDataDir ? { SANDBOX_DATA_DIR: options.sandboxDataDir } : {}),
    },
  });
  const children: ChildProcess[] = [sandbox];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
  };
  try {
    await waitForHealth(`${sandboxUrl}/health`, sandbox, 'sandbox');
    const dev = options.siteMode === 'dev';
    const site = spawn(process.execPath, [dev ? 'apps/site/dev.ts' : 'apps/site/server.ts'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', stdout, stderr],
      env: {
        NODE_ENV: 'production',
        ...baseEnv,
        // The dev server is development whatever the caller's environment says.
        ...(dev ? { NODE_ENV: 'development' } : {}),
        HOST: host,
        PORT: String(sitePort),
        PLAYER_API_URL: sandboxUrl,
      },
    });
    children.push(site);
    await waitForHealth(`${siteUrl}/health`, site, 'site');
  } catch (error) {
    await stop();
    throw error;
  } finally {
    // The children hold their own copies of the file descriptor.
    if (log !== undefined) closeSync(log);
  }
  const exited = new Promise<string>((resolve) => {
    for (const [child, name] of [
      [children[0]!, 'sandbox'],
      [children[1]!, 'site'],
    ] as const) {
      child.once('exit', (code, signal) => resolve(`${name} exited (${signal ?? code})`));
    }
  });
  return { siteUrl, sandboxUrl, stop, exited };
}
