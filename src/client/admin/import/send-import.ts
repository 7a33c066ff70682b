import { plainRoutes } from '../../../shared/api-routes';
import type { ImportReport } from '../../../shared/json-resume-import';
import { ApiError } from '../../lib/api-error';
import { readRestResponse } from '../../lib/rest-request';

/**
 * Sends the document as it was given (the text of the file or the pasted
 * JSON) to the import, as a dry run or for real. Failures come back as the
 * ApiError every other call throws, the problems' paths in `errors`.
 */
export async function sendImport(documentText: string, dryRun: boolean): Promise<ImportReport> {
  const { method, path } = plainRoutes.jsonResumeImport;
  let response: Response;
  try {
    // Absolute: Node's fetch (the tests) has no page to resolve a relative address against.
    const url = new URL(dryRun ? `${path}?dryRun=true` : path, globalThis.location.href);
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: documentText,
      credentials: 'include',
    });
  } catch (cause) {
    throw ApiError.connection(cause);
  }
  const outcome = await readRestResponse(response);
  if ('error' in outcome) throw outcome.error;
  return outcome.data as ImportReport;
}
