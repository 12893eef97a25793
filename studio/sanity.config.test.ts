import { describe, expect, it } from 'vitest';
import { workspaces } from './sanity.config.ts';

describe('studio workspaces', () => {
  it('has one workspace per brand folder, each with the shared schema types', () => {
    expect(workspaces.map((w) => [w.name, w.title, w.dataset])).toEqual([
      ['aurora', 'Aurora Casino', 'aurora'],
      ['kestrel', 'Kestrel Bet', 'kestrel'],
    ]);
    for (const workspace of workspaces) {
      const types = (workspace.schema as { types: Array<{ name: string }> }).types.map((t) => t.name);
      expect(types).toEqual(expect.arrayContaining(['brand', 'market', 'language']));
    }
  });
});
