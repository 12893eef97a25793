// The site's layout rule (STYLE.md "Bulletproof React"; README "The site by area"), for ESLint:
// code flows one way, app/lib → app/features/<area> → app/routes and app/root.tsx.
// - app/lib is shared infrastructure: it imports no area and no route.
// - An area imports no other area and no route; what two areas share goes to app/lib or
//   packages/ui.
// - Routes and the root import an area only through its public face: `index.ts` (what a page
//   renders) or `index.server.ts` (loaders' and actions' modules).
// Relative imports are resolved against the importing file; package imports are not concerned.
import path from 'node:path';

const APP = `${path.sep}apps${path.sep}site${path.sep}app${path.sep}`;
const FACES = new Set(['index.ts', 'index.server.ts']);

/** Where a file sits in the site's app: `lib`, `area` (with its name), `routes`, `root` or null. */
export function zoneOf(file) {
  const at = file.indexOf(APP);
  if (at < 0) return null;
  const parts = file.slice(at + APP.length).split(path.sep);
  if (parts[0] === 'features' && parts.length > 2)
    return { kind: 'area', area: parts[1], rest: parts.slice(2) };
  if (parts[0] === 'lib') return { kind: 'lib' };
  if (parts[0] === 'routes') return { kind: 'routes' };
  if (parts.length === 1) return { kind: 'root' };
  return null;
}

/** Why `from` may not import `to`, or null. */
export function refusal(from, to) {
  if (!from || !to) return null;
  if (from.kind === 'lib' && (to.kind === 'area' || to.kind === 'routes')) return 'libImportsUp';
  if (from.kind === 'area') {
    if (to.kind === 'routes' || to.kind === 'root') return 'areaImportsRoute';
    if (to.kind === 'area' && to.area !== from.area) return 'areaImportsArea';
    return null;
  }
  if ((from.kind === 'routes' || from.kind === 'root') && to.kind === 'area') {
    if (to.rest.length !== 1 || !FACES.has(to.rest[0])) return 'pastPublicFace';
  }
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the site laid out by area (app/lib → app/features → app/routes).' },
    messages: {
      libImportsUp: 'app/lib is shared infrastructure: it imports no area or route ("{{source}}").',
      areaImportsRoute: 'An area imports no route ("{{source}}"): routes compose areas.',
      areaImportsArea:
        'Area "{{area}}" imports area "{{other}}" ("{{source}}"): areas do not import each other; move what they share to app/lib or packages/ui.',
      pastPublicFace:
        'Import area "{{other}}" through its public face (features/{{other}}/index.ts or index.server.ts), not "{{source}}".',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(file), source.value));
      const messageId = refusal(from, to);
      if (!messageId) return;
      context.report({
        node: source,
        messageId,
        data: { source: source.value, area: from.area ?? '', other: to.area ?? '' },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
