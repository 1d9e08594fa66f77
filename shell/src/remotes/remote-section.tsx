import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@betoch/shared';
import { SectionSkeleton } from '@betoch/shared/ui';
import { loadSection } from './federation';
import { SectionErrorBoundary } from './section-error-boundary';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazySection(remote: RemoteName, module: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() =>
      loadSection(remote, module).catch((error: unknown) => {
        cache.delete(key); // the next attempt fetches again
        throw error;
      }),
    );
    cache.set(key, component);
  }
  return component;
}

interface Props {
  remote: RemoteName;
  module: string;
}

/** Renders one exposed module of a remote, with a skeleton while it loads and a retry on failure. */
export function RemoteSection({ remote, module }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Section = lazySection(remote, module);
  return (
    <SectionErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<SectionSkeleton />}>
        <Section />
      </Suspense>
    </SectionErrorBoundary>
  );
}
