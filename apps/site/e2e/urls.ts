/**
 * Where the end-to-end stack listens: ports 3100 (site) and 4100 (sandbox) unless E2E_SITE_PORT /
 * E2E_SANDBOX_PORT say otherwise (so two runs can share a machine).
 */
export const E2E_SITE_PORT = Number(process.env['E2E_SITE_PORT'] ?? 3100);
export const E2E_SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? 4100);

export const AURORA = `http://localhost:${E2E_SITE_PORT}`;
export const KESTREL = `http://kestrel.localhost:${E2E_SITE_PORT}`;
export const SANDBOX = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/** The local draft preview's secret the e2e stack runs with (server/preview.ts `PREVIEW_SECRET`). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-of-at-least-32-characters';
