/**
 * The link-preview images: a 1200×630 JPEG of every picture a page's head names (each property's
 * first picture, each post's, each agent's portrait, the agency's), drawn from the SVG into the
 * shell's build. Telegram, Facebook, WhatsApp and X show no SVG preview.
 *
 *   npx tsx scripts/generate-images/link-previews.ts [shell dist folder]
 *
 * `scripts/build.ts` runs it after each build of the shell, so the files are never committed (77
 * JPEGs of 20–60 KB each). Chromium draws them (the browser the end-to-end tests and Lighthouse
 * already use; no image library to install): the picture whole in the middle, on a blurred,
 * enlarged copy of itself that fills the 1200×630 frame, whatever its own proportions. Drawn
 * files are kept in `node_modules/.cache/betoch-link-previews/` under the hash of their SVG, so a
 * rebuild copies instead of drawing. Without Chromium the build goes on without them, and the
 * heads name the SVGs as before (docs/seo.md#link-preview-images).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import {
  LINK_PREVIEW,
  linkPreviewPath,
  linkPreviewSources,
  loadSiteData,
} from '../../page-server/src/seo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const ROOT = path.join(__dirname, '..', '..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'betoch-link-previews');
/** Changes whenever the drawing below changes, so that cached files are drawn again. */
const DRAWING_VERSION = '1';
const JPEG_QUALITY = 80;

/** The page Chromium photographs: the picture whole, centred on a blurred copy filling the frame. */
export function previewPage(svg: string): string {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const { width, height } = LINK_PREVIEW;
  return `<!doctype html><html><head><style>
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:#2f3b45}
img{position:absolute;display:block}
.fill{inset:-6%;width:112%;height:112%;object-fit:cover;filter:blur(24px) brightness(0.85)}
.whole{inset:0;width:100%;height:100%;object-fit:contain}
</style></head><body><img class="fill" src="${src}" alt=""><img class="whole" src="${src}" alt=""></body></html>`;
}

export interface LinkPreviewResult {
  written: number;
  drawn: number;
  /** Why nothing was written, when nothing could be. */
  skipped?: string;
}

/** Writes the link-preview copies of every picture the heads name into `distDir/assets/…`. */
export async function writeLinkPreviews(
  distDir: string,
  log: (line: string) => void = console.log,
): Promise<LinkPreviewResult> {
  const data = loadSiteData(path.join(distDir, 'assets', 'data'));
  const jobs = linkPreviewSources(data).map((src) => {
    const svg = readFileSync(path.join(distDir, src));
    const key = createHash('sha256')
      .update(`${DRAWING_VERSION}:${JPEG_QUALITY}:`)
      .update(svg)
      .digest('hex');
    return {
      svg: svg.toString('utf8'),
      cached: path.join(CACHE_DIR, `${key}.jpg`),
      target: path.join(distDir, linkPreviewPath(src) ?? ''),
    };
  });
  const toDraw = jobs.filter((job) => !existsSync(job.cached));
  if (toDraw.length > 0) {
    let browser: Browser;
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    } catch (error) {
      const reason = `Chromium (${CHROMIUM_PATH}) did not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      log(`link-preview images not written (the heads name the SVGs): ${reason}`);
      return { written: 0, drawn: 0, skipped: reason };
    }
    try {
      const page = await browser.newPage({
        viewport: { width: LINK_PREVIEW.width, height: LINK_PREVIEW.height },
      });
      mkdirSync(CACHE_DIR, { recursive: true });
      for (const job of toDraw) {
        await page.setContent(previewPage(job.svg), { waitUntil: 'load' });
        const jpeg = await page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY });
        writeFileSync(job.cached, jpeg);
      }
    } finally {
      await browser.close();
    }
  }
  for (const job of jobs) {
    mkdirSync(path.dirname(job.target), { recursive: true });
    copyFileSync(job.cached, job.target);
  }
  log(`link-preview images: ${jobs.length} written (${toDraw.length} drawn, the rest cached)`);
  return { written: jobs.length, drawn: toDraw.length };
}

if (require.main === module) {
  const distDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'shell', 'dist'));
  writeLinkPreviews(distDir).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
