import { HttpError, readResponseBody, type HttpErrorLike } from '../domain/error-handler';
import { ShapeError } from './schemas';

/**
 * A JSON asset that could not be loaded or read. It is an HttpError, so `messageFromError` (the one
 * error handler of the site) returns its message as is, and `status` tells what the server answered
 * (0 when there was no answer). The message names the file, so a section can show it on its own.
 */
export class DataError extends HttpError {
  /** The asset's file name, e.g. 'latest-for-sale.json'. */
  readonly file: string;

  private constructor(file: string, init: HttpErrorLike, message: string) {
    super(init);
    this.name = 'DataError';
    this.file = file;
    this.message = message;
  }

  /**
   * The file was not served: a non-2xx answer ("… could not be loaded (HTTP 404): Server error",
   * the detail from the error handler, docs/rules.md#error-handler) or no answer at all (status 0).
   */
  static notLoaded(file: string, init: HttpErrorLike): DataError {
    const handled = new HttpError(init).message;
    const status = init.status > 0 ? ` (HTTP ${init.status})` : '';
    return new DataError(file, init, `${file} could not be loaded${status}: ${handled}`);
  }

  /** The file was served but is not valid JSON, or not the expected shape. */
  static notReadable(file: string, response: Response, reason: string): DataError {
    const init = {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    };
    return new DataError(file, init, `${file} could not be read: ${reason}`);
  }
}

/**
 * Fetches JSON and decodes it, each failure as a DataError naming `file`: no answer or a non-2xx
 * one (notLoaded), text that is not JSON (notReadable with `notJson`), JSON of the wrong shape
 * (notReadable with the ShapeError's message). With `on404`, a 404 is its value instead: an
 * unknown id asked of a service is an answer, not a failure; with `on410`, a 410 is what it makes
 * of the answer's body (its JSON, its text, or undefined): a listing its publisher withdrew.
 */
export async function fetchDecoded<T>(
  file: string,
  request: () => Promise<Response>,
  decode: (json: unknown) => T,
  { notJson, on404, on410 }: { notJson: string; on404?: () => T; on410?: (body: unknown) => T },
): Promise<T> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw DataError.notLoaded(file, { status: 0, message });
  }
  if (on404 && response.status === 404) return on404();
  if (on410 && response.status === 410) return on410(await readResponseBody(response));
  if (!response.ok) {
    throw DataError.notLoaded(file, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: await readResponseBody(response),
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw DataError.notReadable(file, response, notJson);
  }
  try {
    return decode(json);
  } catch (error) {
    if (error instanceof ShapeError) throw DataError.notReadable(file, response, error.message);
    throw error;
  }
}
