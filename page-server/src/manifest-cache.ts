/**
 * Remotes' `mf-manifest.json`, as the page server reads them to link a section's stylesheets. A
 * manifest names the remote's current files, so it is read again after a while; meanwhile, and
 * while a new read is under way, pages are rendered with it. A new read that is late or fails
 * leaves the last good manifest answering: a page then links the stylesheets it named (kept on
 * the shell's origin) rather than none, which painted the page unstyled until the browser had
 * fetched them itself, a layout shift of the whole page on a busy server.
 */
import { readCapped } from './capped-body';

/** The parts of a remote's manifest the page server reads. */
export interface FederationManifest {
  metaData?: { publicPath?: string };
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

/** How long a manifest is trusted before it is read again (it names the current files). */
export const MANIFEST_TTL_MS = 10_000;
/** The time limit of one read (the whole answer). */
export const MANIFEST_FETCH_MS = 2000;
/** A manifest is a few KB (the largest, content's, 9 KB): a bigger answer is refused. */
export const MAX_MANIFEST_BYTES = 512 * 1024;

export interface ManifestCache {
  /** The manifest, read again if it is older than the TTL (the read under way, if one is). */
  get(url: string): Promise<FederationManifest>;
  /** The last manifest read in full from `url`, however old, or undefined. */
  last(url: string): FederationManifest | undefined;
  /**
   * The manifest if it is there within `waitMs`; else (late, or the read failed) the last good
   * one; null when it is late and none was ever read. A failed read with none before rejects.
   */
  within(url: string, waitMs: number): Promise<FederationManifest | null>;
}

export interface ManifestCacheOptions {
  ttlMs?: number;
  fetchMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createManifestCache({
  ttlMs = MANIFEST_TTL_MS,
  fetchMs = MANIFEST_FETCH_MS,
  fetch: fetchFile = fetch,
  now = Date.now,
}: ManifestCacheOptions = {}): ManifestCache {
  const reads = new Map<string, { at: number; manifest: Promise<FederationManifest> }>();
  const lastGood = new Map<string, FederationManifest>();

  async function read(url: string): Promise<FederationManifest> {
    const response = await fetchFile(url, { signal: AbortSignal.timeout(fetchMs) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${url} answered ${response.status}`);
    }
    const body = await readCapped(response, MAX_MANIFEST_BYTES, url);
    const manifest = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
      throw new Error(`${url} is not a manifest`);
    }
    return manifest as FederationManifest;
  }

  function get(url: string): Promise<FederationManifest> {
    const known = reads.get(url);
    if (known && now() - known.at <= ttlMs) return known.manifest;
    const manifest = read(url);
    reads.set(url, { at: now(), manifest });
    manifest.then(
      (good) => lastGood.set(url, good),
      // A failed read is forgotten: the next page asks again.
      () => {
        if (reads.get(url)?.manifest === manifest) reads.delete(url);
      },
    );
    return manifest;
  }

  async function within(url: string, waitMs: number): Promise<FederationManifest | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      const fresh = await Promise.race([
        get(url).catch((error: unknown) => {
          if (lastGood.has(url)) return null;
          throw error;
        }),
        late,
      ]);
      return fresh ?? lastGood.get(url) ?? null;
    } finally {
      clearTimeout(timer);
    }
  }

  return { get, last: (url) => lastGood.get(url), within };
}
