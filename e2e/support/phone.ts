import type { BrowserContext, Page } from '@playwright/test';

/** Lighthouse's phone: its screen (the pictures are chosen for it), touch, the header's drawer. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Slow 4G as Lighthouse counts it: 150 ms of latency, 1.6 Mbit/s down, 750 kbit/s up. */
export async function onSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * A browser whose visitor turned on its data saver, as Chromium on a phone has it: `Save-Data: on`
 * on every request and `navigator.connection.saveData` true (docs/low-data.md).
 */
export async function savingData(context: BrowserContext, page: Page): Promise<void> {
  await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}
