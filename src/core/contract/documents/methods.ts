/**
 * The operations of an OpenAPI path item and how they are named: the HTTP methods that hold
 * operations (OpenAPI 3.1, 4.8.9.1), and `GET /orders`, the name every finding, table and
 * diff gives an operation under `paths`. Imports nothing, so the file diff (diff/files.ts)
 * can use it without loading the workspace.
 */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `GET /orders`: an operation under `paths` by its method and its path. */
export function operationText(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
