import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  fallback: (retry: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or throws while rendering, so the rest of the page lives. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[betoch] section failed:', error.message, info.componentStack ?? '');
  }

  private readonly retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.retry);
    return this.props.children;
  }
}
