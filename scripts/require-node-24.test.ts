import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const guard = fileURLToPath(new URL('./require-node-24.ts', import.meta.url));

describe('Node 24 everywhere', () => {
  it('this test process runs on Node 24 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('the guard rejects an older Node with a message saying how to run the tests', () => {
    // Simulate an old runtime by overriding process.versions before the guard module runs.
    const script = `Object.defineProperty(process.versions, 'node', { value: '20.20.2' }); await import(${JSON.stringify(guard)});`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Tests must run on Node 24 or newer, but this process runs Node 20\.20\.2/);
  });
});
