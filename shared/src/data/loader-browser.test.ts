// The browser (jsdom): a data request waits far longer than on the server before it is given up.
import { serveAssets } from '@betoch/shared/testing';
import { BROWSER_DATA_TIMEOUT_MS, dataTimeoutMs, loadAsset } from './loader';

test('in the browser a data request is given up only after the browser’s limit', async () => {
  const timeout = jest.spyOn(AbortSignal, 'timeout');
  serveAssets();
  await loadAsset('faq', 'en');
  expect(dataTimeoutMs()).toBe(BROWSER_DATA_TIMEOUT_MS);
  expect(timeout).toHaveBeenCalledWith(BROWSER_DATA_TIMEOUT_MS);
});
