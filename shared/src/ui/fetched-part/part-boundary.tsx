import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands in the part's place once it failed. */
  failed: () => ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a part's failure to itself, so the page around it lives on (a new key starts afresh). */
export class PartBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('[betoch] a part of the page could not be loaded:', error.message);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failed() : this.props.children;
  }
}
