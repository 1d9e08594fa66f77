import { adoptServerStylesheets } from './server-stylesheets';

const REMOTE_CSS = 'http://localhost:3001/__federation_expose_routes.71630239.css';

function link(href: string, dataHref: string, loaded: boolean): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  element.dataset.href = dataHref;
  // jsdom loads no stylesheet: `sheet` is what the browser has once the file arrived.
  Object.defineProperty(element, 'sheet', { value: loaded ? {} : null });
  document.head.append(element);
  return element;
}

describe('adoptServerStylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    globalThis.__FEDERATION__?.__PRELOADED_ASSETS__.clear();
  });

  it("records a section's stylesheet the page has as preloaded, so the runtime skips it", () => {
    const assets = new Set<string>();
    Object.assign(globalThis, { __FEDERATION__: { __PRELOADED_ASSETS__: assets } });
    link('/_sections/abc.css', REMOTE_CSS, true);
    link('/main.1a2b3c4d.css', 'main.1a2b3c4d.css', true);
    adoptServerStylesheets();
    expect([...assets]).toEqual([REMOTE_CSS]);
  });

  it('leaves one that did not load to the section’s code: not recorded, not findable', () => {
    const assets = new Set<string>();
    Object.assign(globalThis, { __FEDERATION__: { __PRELOADED_ASSETS__: assets } });
    const failed = link('/_sections/gone.css', REMOTE_CSS, false);
    adoptServerStylesheets();
    expect(assets.size).toBe(0);
    expect(failed.hasAttribute('data-href')).toBe(false);
  });
});
