import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteName, RemoteTarget } from '@betoch/shared';
import { useLocation } from '@betoch/shared/router';
import { SectionSkeleton } from '@betoch/shared/ui';
import {
  forgetSection,
  loadedSection,
  loadSection,
  refusalError,
  sectionGeneration,
  sectionRefusal,
  takeStartupFailure,
} from './federation';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionError } from './section-error';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** A refused section has a lazy component of its own: one resolved before is never reused. */
function lazyKey(remote: RemoteName, module: string, refused = false): string {
  return `${sectionGeneration()}/${refused ? 'refused/' : ''}${remote}/${module}`;
}

function lazySection(
  remote: RemoteName,
  module: string,
  refused: boolean,
): LazyExoticComponent<ComponentType> {
  const key = lazyKey(remote, module, refused);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => {
      // Refused: fails before the federation runtime is asked (nothing fetched, nothing logged
      // twice), and is asked again by the next attempt.
      const refusal = refused ? refusalError(remote) : undefined;
      if (refusal) {
        cache.delete(key);
        return Promise.reject(refusal);
      }
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

/** A retry that cannot wait for the section: the page again. */
function reloadPage(): void {
  window.location.reload();
}

/** Renders one exposed module of a remote, isolated: a failure never reaches the rest of the page. */
export function RemoteSection({ remote, module, loading, failed }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { pathname, search } = useLocation();
  // Refused by config.json, or withheld by the server for this page (its own render failed in its
  // worker): none of its code runs, not even a copy loaded before. Its place shows its message
  // while its load fails; on the server the page goes out so, and the browser renders it afresh.
  const refused = sectionRefusal(remote) !== undefined;
  // A section loaded before (the page's first, awaited before it is taken over) renders at once.
  const Section =
    (!refused && loadedSection(remote, module)?.default) || lazySection(remote, module, refused);
  const renderFailure = failed ?? ((retry: () => void) => <SectionError onRetry={retry} />);
  const waiting = refused
    ? (failed?.(reloadPage) ?? <SectionError retryHref={`${pathname}${search}`} />)
    : (loading ?? <SectionSkeleton />);
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
      <Suspense fallback={waiting}>
        {/* One component per remote module, cached at module level: not a new one per render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Section />
      </Suspense>
    </SectionErrorBoundary>
  );
}
