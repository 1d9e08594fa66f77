import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { PartBoundary } from './part-boundary';
import { retryingLazy } from './retrying-lazy';

/**
 * A part of a page kept out of the first visit's JavaScript: its chunk (webpack gives each
 * `import()` its own) is fetched when a page shows it, with `fallback` holding its place meanwhile.
 * `load` resolves to the component. A load that failed is asked again by a later render (on the
 * server, the next page's), never kept for good. With `failed` (given the retry and the part's
 * props), a failure stays in the part's place and the page around it lives on; without, it goes to
 * the enclosing boundary (a section's message, whose "Try again" loads the section afresh).
 */
export function fetchedPart<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  failed?: (retry: () => void, props: P) => ReactNode,
): ComponentType<P> {
  const part = retryingLazy(load);
  function FetchedPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    // One component per load, kept at module level; a new one only once a load failed.
    const Part = part.current();
    const loading = (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
    if (!failed) return loading;
    const retry = () => {
      part.renew();
      setAttempt((n) => n + 1);
    };
    return (
      <PartBoundary key={attempt} failed={() => failed(retry, props)}>
        {loading}
      </PartBoundary>
    );
  }
  return FetchedPart;
}
