import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a home page kept out of the first visit's JavaScript: its chunk (webpack gives each
 * `import()` its own) is fetched when a page shows it, with `fallback` holding its place meanwhile.
 * `load` resolves to the module's named export.
 */
export function fetchedPart<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function FetchedPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return FetchedPart;
}
