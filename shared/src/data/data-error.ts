import { HttpError, type HttpErrorLike } from '../domain/error-handler';

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
