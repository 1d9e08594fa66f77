import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteName, RemoteTarget } from '@betoch/shared';
import { SectionSkeleton } from '@betoch/shared/ui';
import {
  forgetSection,
  loadedSection,
  loadSection,
  sectionGeneration,
  takeStartupFailure,
} from './federation';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionError } from './section-error';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyKey(remote: RemoteName, module: string): string {
  return `${sectionGeneration()}/${remote}/${module}`;
}

function lazySection(remote: RemoteName, module: string): LazyExoticComponent<ComponentType> {
  const key = lazyKey(remote, module);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => {
      const failure = takeStartupFailure(remote, module);
      if (failure !== undefined) {
        cache.delete(key);
        return Promise.reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
      return loadSection(remote, module).catch((error: unknown) => {
        cache.delete(key); // the next attempt fetches again
        throw error;
      });
    });
    cache.set(key, component);
  }
  return component;
}

/** A module the remote exposes (`shared/build/apps.ts`), and what to show around it. */
type Props = RemoteTarget & {
  /** Shown while the remote's code loads (a light skeleton by default). */
  loading?: ReactNode;
  /** Shown when it cannot load or throws; gets the retry (the section message by default). */
  failed?: (retry: () => void) => ReactNode;
};

/** Renders one exposed module of a remote, isolated: a failure never reaches the rest of the page. */
export function RemoteSection({ remote, module, loading, failed }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A section loaded before (the page's first, awaited before it is taken over) renders at once.
  const Section = loadedSection(remote, module)?.default ?? lazySection(remote, module);
  const renderFailure = failed ?? ((retry: () => void) => <SectionError onRetry={retry} />);
  return (
    <SectionErrorBoundary
      key={attempt}
      onRetry={() => {
        // A section that loaded and then threw would throw again: "Try again" fetches it afresh.
        if (loadedSection(remote, module) || cache.has(lazyKey(remote, module))) {
          cache.delete(lazyKey(remote, module));
          forgetSection(remote, module);
        }
        setAttempt((n) => n + 1);
      }}
      fallback={renderFailure}
    >
      <Suspense fallback={loading ?? <SectionSkeleton />}>
        {/* One component per remote module, cached at module level: not a new one per render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Section />
      </Suspense>
    </SectionErrorBoundary>
  );
}
