import { createClient } from '@sanity/client';
import { createSourceFromConfig, type Source } from 'sanity';
import { createStructureBuilder } from 'sanity/structure';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaTypes, singletonTypeNames, typeNamesByArea } from '@casino/schemas';
import { workspaces } from './sanity.config.ts';
import { previewUrlFor, siteOriginFor } from './previewAction.ts';
import { structure } from './structure.ts';

interface SerializedItem {
  id: string;
  title: string;
  schemaType?: string | { name: string };
  child: unknown;
}
interface SerializedList {
  id: string;
  title: string;
  items: SerializedItem[];
}

describe('studio workspaces', () => {
  it('has one workspace per brand folder, each with the shared schema types', () => {
    expect(workspaces.map((w) => [w.name, w.title, w.dataset])).toEqual([
      ['aurora', 'Aurora Casino', 'aurora'],
      ['kestrel', 'Kestrel Bet', 'kestrel'],
    ]);
    for (const workspace of workspaces) {
      const types = (workspace.schema as { types: Array<{ name: string }> }).types.map((t) => t.name);
      expect(types).toEqual(schemaTypes.map((type) => type.name));
    }
  });
});

describe('the resolved studio (offline)', () => {
  let source: Source;
  beforeAll(async () => {
    const client = createClient({
      projectId: 'local',
      dataset: 'aurora',
      apiVersion: '2025-02-19',
      useCdn: false,
    });
    source = await createSourceFromConfig({
      ...workspaces[0]!,
      currentUser: {
        id: 'editor',
        name: 'Editor',
        email: 'editor@example.com',
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
      },
      getClient: () => client,
    });
  });

  async function desk(): Promise<SerializedList> {
    const S = createStructureBuilder({ source, perspectiveStack: [] });
    const list = (await structure(S, source as never)) as { serialize(): SerializedList };
    return list.serialize();
  }

  it('groups the desk by area, each area listing its document types', async () => {
    const root = await desk();
    expect(root.items.map((item) => item.title)).toEqual([
      'Brand and markets',
      'Lobbies and games',
      'Promotions',
      'Pages',
      'Compliance lists',
      'Legal',
    ]);
    for (const item of root.items) {
      const area = item.child as SerializedList;
      expect(area.items.map((entry) => entry.id)).toEqual(
        typeNamesByArea[item.id as keyof typeof typeNamesByArea],
      );
    }
  });

  it('opens each singleton as its one document, whose id is its type name', async () => {
    const root = await desk();
    const entries = root.items.flatMap((item) => (item.child as SerializedList).items);
    const singletons = entries.filter((entry) => typeof entry.child === 'object');
    expect(singletons.map((entry) => [entry.id, entry.child])).toEqual(
      singletonTypeNames.map((name) => [
        name,
        expect.objectContaining({ type: 'document', options: { id: name, type: name } }),
      ]),
    );
  });

  it('offers no template to create a singleton and no action to delete or duplicate one', async () => {
    const templateTypes = source.templates.map((template) => template.schemaType);
    expect(templateTypes).toContain('game');
    for (const name of singletonTypeNames) expect(templateTypes).not.toContain(name);

    const actionsOf = (schemaType: string) =>
      source.document
        .actions({ schemaType, documentId: schemaType } as never)
        .map((action) => action.action ?? action.displayName);
    expect(actionsOf('siteSettings')).toEqual(['publish', 'restore', 'discardChanges', 'PreviewOnSite']);
    expect(actionsOf('game')).toEqual(
      expect.arrayContaining(['publish', 'delete', 'duplicate', 'PreviewOnSite']),
    );
  });

  it('previews drafts on the brand’s own site, and has Vision for GROQ', () => {
    expect(siteOriginFor({ id: 'aurora', hostnames: ['aurora.example.com'] }, undefined)).toBe(
      'https://aurora.example.com',
    );
    expect(
      siteOriginFor({ id: 'aurora', hostnames: ['aurora.example.com'] }, 'http://{brand}.localhost:3000/'),
    ).toBe('http://aurora.localhost:3000');
    expect(previewUrlFor('https://aurora.example.com', 'abc', '/en-UN')).toBe(
      'https://aurora.example.com/preview?sanity-preview-secret=abc&sanity-preview-pathname=%2Fen-UN',
    );
    expect(source.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['structure', 'vision']));
  });
});
