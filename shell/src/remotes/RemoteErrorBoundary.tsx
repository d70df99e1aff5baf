import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './RemoteErrorPanel';

interface Props {
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a screen that fails to load or throws while rendering; the caller remounts it on Retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[duesflow] a screen failed:', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <RemoteErrorPanel error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
