/**
 * What the dataset validator reads and reports: a dataset's documents and the problems found in
 * them, one line each.
 */

export interface DatasetProblem {
  brand: string;
  /** The document's `_id`, or the file (and line) when there is no document to name. */
  documentId: string;
  /** Where in the document, e.g. `gameGrids[a1b2].grid[c3d4].images`; empty for the whole document. */
  path: string;
  message: string;
}

export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export function formatProblem(problem: DatasetProblem): string {
  return `${problem.brand} ${problem.documentId}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
}
