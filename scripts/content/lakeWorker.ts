/**
 * Local Content Lakes (schemas/testing/localContentLake.ts) on a worker thread, so their GROQ
 * evaluation runs beside the schema validation on the main thread. One lake holds the whole dataset
 * (`workerData.documents`); on request `{ id, type }` another lake holding only the documents of
 * `type` is started, for queries that can only match that type (validation/lake.ts `queryType`). Every
 * lake is announced with the client configuration that reaches it. Closes on "close".
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  startLocalContentLake,
  type LocalContentLake,
  type TestDocument,
} from '../../schemas/testing/localContentLake.ts';

const documents = (workerData as { documents: TestDocument[] }).documents;
const lakes: LocalContentLake[] = [];

async function start(subset: readonly TestDocument[]) {
  const lake = await startLocalContentLake(subset);
  lakes.push(lake);
  const { apiHost, projectId, dataset, apiVersion } = lake.client.config();
  return { apiHost, projectId, dataset, apiVersion };
}

const port = parentPort!;
port.postMessage({ id: 'all', config: await start(documents) });
port.on('message', (message: 'close' | { id: string; type: string }) => {
  if (message === 'close') {
    void Promise.all(lakes.map((lake) => lake.close())).then(() => port.close());
    return;
  }
  void start(documents.filter((document) => document._type === message.type)).then((config) =>
    port.postMessage({ id: message.id, config }),
  );
});
