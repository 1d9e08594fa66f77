import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  parseRenderedState,
  renderedDataJson,
  seedRenderedData,
  startDataCollection,
  stopDataCollection,
  takePendingData,
} from '@betoch/shared/singleton';

/** What the server sends of a page: the markup of `#root` and its `betoch-state`. */
export interface ServerRendered {
  html: string;
  state: string;
}

/**
 * The shell's server passes over `ui` (shell/src/server/render-page.tsx): render, wait for the
 * data the render asked for, render again until nothing new is asked; the HTML and the state the
 * page would carry. The fetches are the test's (serveAssets and the like).
 */
export async function renderOnServer(ui: () => ReactElement): Promise<ServerRendered> {
  startDataCollection();
  try {
    let html = renderToString(ui());
    while (await takePendingData()) html = renderToString(ui());
    return { html, state: renderedDataJson() };
  } finally {
    stopDataCollection();
  }
}

/**
 * The browser taking over a page the server rendered: the server's HTML in a container, its state
 * seeded (and nothing else: the server's values are forgotten first), then React hydrating it.
 * Gives the container and every mismatch React reported; a page taken over as the server drew it
 * reports none.
 */
export function hydrateRendered(
  ui: () => ReactElement,
  { html, state }: ServerRendered,
): { container: HTMLElement; mismatches: unknown[] } {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  startDataCollection();
  stopDataCollection();
  const data = parseRenderedState(state)?.data;
  seedRenderedData(
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {},
  );
  const mismatches: unknown[] = [];
  render(ui(), {
    container,
    hydrate: true,
    onRecoverableError: (error) => mismatches.push(error),
  });
  return { container, mismatches };
}
