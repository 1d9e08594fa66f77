import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@betoch/shared/router';
import { useSessionStore, useWishlistStore } from '@betoch/shared';
import amJson from '../../i18n/account/am.json';
import enJson from '../../i18n/account/en.json';
import { renderRoute } from '@betoch/shared/testing';

/** Shows where the router is, so a test can check where a page navigated to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a page of this remote at `url`, mounted at `route`; any other address shows only where
 * the router went (`LocationProbe`), as after a redirect to another section. Its texts are there
 * in English and Amharic (the language store chooses).
 */
export function renderAccountPage(page: ReactElement, url: string, route = url.split('?')[0]) {
  return renderRoute(
    <Routes>
      <Route
        path={route}
        element={
          <>
            {page}
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { url, path: '/*', namespaces: { account: enJson }, amNamespaces: { account: amJson } },
  );
}

/** What the reference API answers for Selam (api/data/users.json). */
export const SELAM = {
  token: 'aaa.bbb.ccc',
  username: 'selam@betoch.et',
  name: 'Selam Tesfaye',
  avatar: '/assets/images/avatars/selam.svg',
  userId: 1,
  userCode: 'U-1001',
};

/** Logs out, empties the wishlist and both storages: every test starts anonymous. */
export function resetAccountState() {
  useSessionStore.getState().logout();
  useWishlistStore.setState({ items: [] });
  sessionStorage.clear();
  localStorage.clear();
}

/** Every `betoch.*` key of sessionStorage, with its value. */
export function storedSession(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith('betoch.')) entries[key] = sessionStorage.getItem(key) ?? '';
  }
  return entries;
}

/** The first bytes of a JPEG, a PNG and a GIF, as a camera or an editor writes them. */
export const IMAGE_BYTES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00],
} as const;

/** A photo file a seller picks: `kind`'s first bytes under `name`, `size` bytes in all. */
export function photoFile(
  name: string,
  kind: keyof typeof IMAGE_BYTES = 'jpeg',
  { size = 2048, type = 'image/jpeg' }: { size?: number; type?: string } = {},
): File {
  const bytes = new Uint8Array(size);
  bytes.set(IMAGE_BYTES[kind].slice(0, size));
  return new File([bytes], name, { type });
}

/**
 * What the browser gives the photo picker and jsdom lacks: `Blob.arrayBuffer` (read through a
 * FileReader) and object URLs (`blob:photo-1`, …). Returns the URLs made and revoked.
 */
export function stubPhotoFiles(): { made: string[]; revoked: string[]; restore(): void } {
  const made: string[] = [];
  const revoked: string[] = [];
  const arrayBuffer = Object.getOwnPropertyDescriptor(Blob.prototype, 'arrayBuffer');
  const { createObjectURL, revokeObjectURL } = URL;
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
  URL.createObjectURL = () => {
    const url = `blob:photo-${made.length + 1}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  return {
    made,
    revoked,
    restore() {
      if (arrayBuffer) Object.defineProperty(Blob.prototype, 'arrayBuffer', arrayBuffer);
      else delete (Blob.prototype as { arrayBuffer?: unknown }).arrayBuffer;
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}
