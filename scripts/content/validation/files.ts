/**
 * A brand's NDJSON files and the shape of each document in them: one file per document type,
 * one document per line, sorted by `_id`; system fields present, ids without dots or draft
 * prefixes.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatasetDocument, DatasetProblem } from './problems.ts';

const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'] as const;
const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Reads a brand's NDJSON files, reporting what is not a well-formed, well-placed document. */
export async function readDataset(brand: string, contentDir: string, problems: DatasetProblem[]) {
  const documents: DatasetDocument[] = [];
  const files = (await readdir(contentDir)).filter((name) => name.endsWith('.ndjson')).sort();
  for (const file of files) {
    const text = await readFile(join(contentDir, file), 'utf8');
    if (!text.endsWith('\n')) {
      problems.push({ brand, documentId: file, path: '', message: 'The file must end with a newline' });
    }
    let previousId: string | undefined;
    text.split('\n').forEach((line, index) => {
      if (line === '') return;
      const where = `${file}:${index + 1}`;
      let document: DatasetDocument;
      try {
        document = JSON.parse(line) as DatasetDocument;
      } catch (error) {
        problems.push({
          brand,
          documentId: where,
          path: '',
          message: `Not valid JSON: ${(error as Error).message}`,
        });
        return;
      }
      if (typeof document._id !== 'string' || typeof document._type !== 'string') {
        problems.push({
          brand,
          documentId: where,
          path: '',
          message: 'A document needs a string _id and _type',
        });
        return;
      }
      if (file !== `${document._type}.ndjson`) {
        problems.push({
          brand,
          documentId: document._id,
          path: '_type',
          message: `A ${document._type} document belongs in ${document._type}.ndjson, not ${file}`,
        });
      }
      if (previousId !== undefined && !(previousId < document._id)) {
        problems.push({
          brand,
          documentId: document._id,
          path: '_id',
          message: `Documents must be sorted by _id without repeats (after "${previousId}" in ${file})`,
        });
      }
      previousId = document._id;
      documents.push(document);
    });
  }
  return documents;
}

export function checkDocumentShape(brand: string, document: DatasetDocument, problems: DatasetProblem[]) {
  const problem = (path: string, message: string) =>
    problems.push({ brand, documentId: document._id, path, message });
  if (/^(drafts|versions)\./.test(document._id)) {
    problem('_id', 'Drafts and release versions do not belong in an exported dataset');
  } else if (!DOCUMENT_ID.test(document._id)) {
    problem('_id', 'Document ids must be letters, digits, dashes and underscores (no dots)');
  }
  for (const field of SYSTEM_FIELDS) {
    if (typeof document[field] !== 'string' || document[field] === '') problem(field, `Missing ${field}`);
  }
  for (const field of ['_createdAt', '_updatedAt'] as const) {
    const value = document[field];
    if (typeof value === 'string' && Number.isNaN(Date.parse(value)))
      problem(field, `${field} is not a date`);
  }
}
