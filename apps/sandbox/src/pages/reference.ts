/**
 * The contract served by the sandbox: `/openapi.json` (the committed OpenAPI 3.1 document of
 * packages/player-api) and `/docs`, a readable reference page rendered on the server from the
 * same document on the page kit (no script, no external assets, so it works offline and passes a
 * CSP). Unlike the other pages it is a document, not a card: its own rules widen `main` to the page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { escapeHtml as escape, page } from './kit.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
}

interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

let cached: Document | undefined;

export function openApiDocument(): Document {
  cached ??= JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@casino/player-api/openapi.json'), 'utf8'),
  ) as Document;
  return cached;
}

/** The reference's own rules, after the kit's: a wide document on white, operations as a list. */
const REFERENCE_STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; background: #fff; }
  main { max-width: none; margin: 0; padding: 0; border: 0; border-radius: 0; }
  h1 { font-size: 2em; margin-top: 0.67em; }
  code { background: #f3f3f3; padding: 0 .25rem; }
  dt { margin-top: 1rem; }
  dd { margin: 0 0 0 1rem; }
  .auth { font-size: .8rem; background: #e8f0fe; padding: 0 .4rem; border-radius: 4px; }
  .id { color: #555; font-size: .85rem; }
`;

export function referencePage(): string {
  const doc = openApiDocument();
  const byTag = new Map<string, Array<{ method: string; path: string; op: Operation }>>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (typeof op !== 'object' || !op || !('operationId' in op)) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method: method.toUpperCase(), path, op });
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, ops]) =>
        `<section aria-labelledby="tag-${escape(tag)}"><h2 id="tag-${escape(tag)}">${escape(tag)}</h2><dl>${ops
          .map(
            ({ method, path, op }) =>
              `<dt id="${escape(op.operationId ?? path)}"><code>${method} ${escape(path)}</code> ${op.security?.length ? '<span class="auth">player session</span>' : ''}</dt><dd><strong>${escape(op.summary ?? '')}</strong><p>${escape(op.description ?? '')}</p><p class="id">operationId <code>${escape(op.operationId ?? '')}</code></p></dd>`,
          )
          .join('')}</dl></section>`,
    )
    .join('');
  return page({
    title: `${doc.info.title} reference`,
    style: REFERENCE_STYLE,
    header: `<header><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1><p>The machine-readable document is at <a href="/openapi.json">/openapi.json</a>.</p></header>\n`,
    main: sections,
  });
}
