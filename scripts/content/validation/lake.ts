/**
 * The Content Lake the dataset's querying rules run against: local lakes on a worker thread
 * (lakeWorker.ts), each query sent to the narrowest lake that answers it exactly.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { parse, type ExprNode } from 'groq-js';
import type { DatasetDocument } from './problems.ts';

/**
 * The one document type a GROQ query can match, when every scan of the dataset (`*[…]`) has a
 * filter requiring `_type == <that type>` as one of its top-level `&&` terms and nothing follows a
 * reference (`->`) to another document. Such a query answers the same over the documents of that
 * type alone. Undefined otherwise.
 */
export function queryType(query: string, params: Record<string, unknown> = {}): string | undefined {
  let type: string | undefined;
  let narrow = true;
  const requiredType = (expr: ExprNode): string | undefined => {
    if (expr.type === 'And') return requiredType(expr.left) ?? requiredType(expr.right);
    if (expr.type === 'Group') return requiredType(expr.base);
    if (expr.type !== 'OpCall' || expr.op !== '==') return undefined;
    if (expr.left.type !== 'AccessAttribute' || expr.left.base || expr.left.name !== '_type')
      return undefined;
    const value =
      expr.right.type === 'Value'
        ? expr.right.value
        : expr.right.type === 'Parameter'
          ? params[expr.right.name]
          : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const visit = (node: unknown): void => {
    if (!narrow || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const expr = node as ExprNode;
    if (expr.type === 'Deref' || expr.type === 'Everything') {
      narrow = false;
      return;
    }
    if (expr.type === 'Filter' && expr.base.type === 'Everything') {
      const required = requiredType(expr.expr);
      if (required === undefined || (type !== undefined && type !== required)) {
        narrow = false;
        return;
      }
      type = required;
      return visit(expr.expr);
    }
    for (const [key, child] of Object.entries(expr)) if (key !== 'type') visit(child);
  };
  try {
    visit(parse(query, { params }));
  } catch {
    return undefined;
  }
  return narrow ? type : undefined;
}

/**
 * Local Content Lakes on a worker thread: one with the whole dataset, and per document type one
 * with only that type's documents. The client sends each query to the narrowest lake that answers
 * it exactly (`queryType`), so rules that check uniqueness within a type do not scan the assets
 * and every other type each time.
 */
export async function startLakeWorker(documents: readonly DatasetDocument[]) {
  const worker = new Worker(new URL('../lakeWorker.ts', import.meta.url), { workerData: { documents } });
  const pending = new Map<
    string,
    { resolve: (config: ClientConfig) => void; reject: (error: Error) => void }
  >();
  worker.on('message', ({ id, config }: { id: string; config: ClientConfig }) =>
    pending.get(id)?.resolve(config),
  );
  worker.on('error', (error) => pending.forEach(({ reject }) => reject(error)));
  const lakes = new Map<string, Promise<SanityClient>>();
  const lake = (type?: string) => {
    const id = type ?? 'all';
    let client = lakes.get(id);
    if (!client) {
      client = new Promise<ClientConfig>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (type) worker.postMessage({ id, type });
      }).then((config) => createClient({ ...config, useProjectHostname: false, useCdn: false }));
      lakes.set(id, client);
    }
    return client;
  };
  const full = await lake();
  const route = (client: SanityClient): SanityClient =>
    new Proxy(client, {
      get(target, property, receiver) {
        if (property === 'withConfig') {
          return (config: Partial<ClientConfig>) => route(target.withConfig(config));
        }
        if (property === 'fetch') {
          return async (query: string, params?: Record<string, unknown>, options?: never) => {
            const type = queryType(query, params);
            const chosen = type
              ? (await lake(type)).withConfig({ apiVersion: target.config().apiVersion })
              : target;
            return chosen.fetch(query, params ?? {}, options as never);
          };
        }
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  return {
    client: route(full),
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'exit');
    },
  };
}
