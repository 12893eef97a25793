/**
 * The studio's desk: one list per content area (schemas/index.ts `contentAreas`: Brand and
 * markets, Lobbies and games, Promotions, Pages, Compliance lists, Legal), each listing its
 * document types. A singleton opens its one document (id = type name) instead of a list.
 */
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { contentAreas } from '@casino/schemas';

interface AreaDocument {
  type: { name: string; title?: string };
  singleton: boolean;
}

function areaItem(S: StructureBuilder, { type, singleton }: AreaDocument) {
  if (!singleton) return S.documentTypeListItem(type.name);
  const title = type.title ?? type.name;
  return S.listItem()
    .id(type.name)
    .title(title)
    .schemaType(type.name)
    .child(S.document().schemaType(type.name).documentId(type.name).title(title));
}

export const structure: StructureResolver = (S) =>
  S.list()
    .id('content')
    .title('Content')
    .items(
      contentAreas.map((area) =>
        S.listItem()
          .id(area.name)
          .title(area.title)
          .child(
            S.list()
              .id(area.name)
              .title(area.title)
              .items(area.documents.map((document: AreaDocument) => areaItem(S, document))),
          ),
      ),
    );
