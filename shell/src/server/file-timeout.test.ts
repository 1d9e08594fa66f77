/** @jest-environment node */
import { SERVER_FILE_TIMEOUT_MS } from '../remotes/load-timeout';
import { FILE_TIMEOUT_FLAG } from '@betoch/shared/server/render-protocol';
import { fileTimeoutFromArgs } from './file-timeout';

describe("a render worker's limit for a remote's files", () => {
  it("is a visitor's 1 s unless the page server asks for a deploy's", () => {
    expect(fileTimeoutFromArgs([])).toBe(SERVER_FILE_TIMEOUT_MS);
    expect(fileTimeoutFromArgs([`--${FILE_TIMEOUT_FLAG}=10000`])).toBe(10_000);
    expect(fileTimeoutFromArgs([`--${FILE_TIMEOUT_FLAG}`, '7000'])).toBe(7000);
  });

  it("keeps a visitor's limit for a value that is not a whole number of ms above 0", () => {
    for (const value of ['', 'ten', '-5', '0', '1.5']) {
      expect(fileTimeoutFromArgs([`--${FILE_TIMEOUT_FLAG}=${value}`])).toBe(SERVER_FILE_TIMEOUT_MS);
    }
    expect(fileTimeoutFromArgs(['--other'])).toBe(SERVER_FILE_TIMEOUT_MS);
  });
});
