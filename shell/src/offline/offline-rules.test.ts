import {
  fileKind,
  isKeepMessage,
  isLowDataPage,
  OFFLINE_MARK,
  offlinePage,
  opensOffline,
  pageKind,
  pageTitle,
  photoFamily,
  photoWidth,
  smallestPhotos,
} from './offline-rules';

describe('pageKind', () => {
  it.each([
    ['/property/image-box', '?id=b01', 'property'],
    ['/property/sticky-tab', '?id=b01&lang=am', 'property'],
    ['/property/image-box', '', 'other'],
    ['/property/image-box', '?id=%20', 'other'],
    ['/property/no-such-layout', '?id=b01', 'other'],
    ['/property/compare', '', 'visitor'],
    ['/property/compare/', '?lang=om', 'visitor'],
    ['/favorites', '', 'visitor'],
    ['/components/favorites', '', 'visitor'],
    ['/listing/grid-view/2-grid/left-sidebar', '?page=2', 'other'],
    ['/theme/classic', '', 'other'],
  ])('%s%s is a %s page', (pathname, search, kind) => {
    expect(pageKind(pathname, search)).toBe(kind);
  });
});

describe('fileKind', () => {
  it.each([
    ['/main.1a2b3c4d.js', 'code'],
    ['/releases/2.0.0/106.4556e308.js', 'code'],
    ['/_sections/' + 'f'.repeat(64) + '.css', 'code'],
    ['/static/noto-sans-ethiopic-400.0badc0de.woff2', 'code'],
    ['/config.json', 'fresh'],
    ['/mf-manifest.json', 'fresh'],
    ['/releases/2.0.0/mf-manifest.json', 'fresh'],
    ['/remoteEntry.js', 'fresh'],
    ['/assets/i18n/om.json', 'fresh'],
    ['/assets/i18n/property/am.json', 'fresh'],
    ['/assets/data/am/property.json', 'fresh'],
    ['/photos/k3/1-320.webp', 'photo'],
    ['/assets/images/properties/1.svg', 'photo'],
    ['/sw.js', null],
    ['/remoteEntry.server.js', null],
    ['/api/listings', null],
    ['/12/2048/1024.png', null],
  ])('%s → %s', (pathname, kind) => {
    expect(fileKind(pathname)).toBe(kind);
  });
});

describe('photos', () => {
  it('groups the widths of one photo and reads their width', () => {
    expect(photoFamily('https://s.et/photos/k3/1-320.webp')).toBe(
      'https://s.et/photos/k3/1-*.webp',
    );
    expect(photoFamily('https://s.et/photos/k3/1-1280.webp')).toBe(
      photoFamily('https://s.et/photos/k3/1-320.webp'),
    );
    expect(photoFamily('https://s.et/photos/k3/1-320.jpg')).not.toBe(
      photoFamily('https://s.et/photos/k3/1-320.webp'),
    );
    expect(photoFamily('/assets/images/properties/1.svg')).toBe('/assets/images/properties/1.svg');
    expect(photoWidth('/photos/k3/2-640.webp')).toBe(640);
    expect(photoWidth('/assets/images/properties/1.svg')).toBeNull();
  });

  it('takes the narrowest file of each srcset and the src of other pictures, absolute, once', () => {
    const html = [
      '<picture><source type="image/webp" srcset="/photos/k3/1-640.webp 640w, /photos/k3/1-320.webp 320w, /photos/k3/1-1280.webp 1280w">',
      '<img src="/photos/k3/1-640.jpg" srcset="https://s.et/photos/k3/1-320.jpg 320w,https://s.et/photos/k3/1-640.jpg 640w" alt=""></picture>',
      '<img alt="" src="/assets/images/properties/2.svg">',
      '<img src="/assets/images/properties/2.svg" alt="again">',
      '<img src="/static/logo.1a2b3c4d.svg" alt="logo">',
      '<a href="/photos/k3/9-320.webp">not a picture on the page</a>',
    ].join('');
    expect(smallestPhotos(html, 'https://betoch.et/property/image-box?id=b01')).toEqual([
      'https://betoch.et/photos/k3/1-320.webp',
      'https://s.et/photos/k3/1-320.jpg',
      'https://betoch.et/assets/images/properties/2.svg',
    ]);
  });

  it('reads entities in addresses and ignores an unreadable one', () => {
    const html = '<img src="/photos/k3/1-320.webp?v=1&amp;s=2"><img src="http://[bad">';
    expect(smallestPhotos(html, 'https://betoch.et/')).toEqual([
      'https://betoch.et/photos/k3/1-320.webp?v=1&s=2',
    ]);
  });
});

describe('pages', () => {
  it("reads a page's title, its entities decoded", () => {
    expect(pageTitle('<head><title>Villa &amp; garden in Bole — Betoch</title></head>')).toBe(
      'Villa & garden in Bole — Betoch',
    );
    expect(pageTitle('<head><title> </title></head>')).toBeNull();
    expect(pageTitle('<p>no title</p>')).toBeNull();
  });

  it('tells a page rendered for a visitor saving data', () => {
    expect(isLowDataPage('<html lang="om" data-data-mode="low"><head>')).toBe(true);
    expect(isLowDataPage('<html lang="en" data-data-mode="normal"><head>')).toBe(false);
    expect(isLowDataPage('<html lang="en"><body data-data-mode="low">')).toBe(false);
  });

  it('marks the template with the address it stands for, escaped', () => {
    const page = offlinePage(
      '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
      '/listing/grid-view/2-grid/left-sidebar?q="x"&page=2',
    );
    expect(page).toContain(
      `<head><meta name="${OFFLINE_MARK}" content="/listing/grid-view/2-grid/left-sidebar?q=&quot;x&quot;&amp;page=2" /><meta charset="utf-8">`,
    );
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.querySelector(`meta[name="${OFFLINE_MARK}"]`)?.getAttribute('content')).toBe(
      '/listing/grid-view/2-grid/left-sidebar?q="x"&page=2',
    );
  });

  it('opens the visitor’s own pages and the kept properties offline, nothing else', () => {
    const kept = ['/property/image-box?id=b01'];
    expect(opensOffline('/property/compare', '', [])).toBe(true);
    expect(opensOffline('/favorites', '', [])).toBe(true);
    expect(opensOffline('/property/image-box', '?id=b01', kept)).toBe(true);
    expect(opensOffline('/property/image-box', '?id=b02', kept)).toBe(false);
    expect(opensOffline('/property/sticky-tab', '?id=b01', kept)).toBe(false);
    expect(opensOffline('/theme/classic', '', kept)).toBe(false);
    // While the kept pages are being read, only a property page cannot be told.
    expect(opensOffline('/property/image-box', '?id=b01', null)).toBeUndefined();
    expect(opensOffline('/theme/classic', '', null)).toBe(false);
    expect(opensOffline('/property/compare', '', null)).toBe(true);
  });
});

test('a keep message names a page or files, nothing else passes', () => {
  expect(isKeepMessage({ type: 'keep-page', url: '/property/image-box?id=b01' })).toBe(true);
  expect(isKeepMessage({ type: 'keep-files', urls: ['/config.json', '/main.1a2b3c4d.js'] })).toBe(
    true,
  );
  expect(isKeepMessage({ type: 'keep-files', urls: ['/config.json', 3] })).toBe(false);
  expect(isKeepMessage({ type: 'keep-files', urls: '/config.json' })).toBe(false);
  expect(isKeepMessage({ type: 'keep-page' })).toBe(false);
  expect(isKeepMessage({ type: 'other', url: '/' })).toBe(false);
  expect(isKeepMessage('keep-page')).toBe(false);
  expect(isKeepMessage(null)).toBe(false);
});
