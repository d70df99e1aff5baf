import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import type { ShellRoute } from './shellRoutes';

interface Props {
  route: ShellRoute;
  onRetry(error: unknown): void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a screen that fails to load or throws while rendering; the caller decides how Retry recovers. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // The technical detail belongs in the console; the panel says what failed in plain words.
    const { remoteName, path } = this.props.route;
    console.error(`[duesflow] the screen ${path} of remote "${remoteName}" failed:`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return (
      <RemoteErrorPanel
        label={this.props.route.label}
        cause={error instanceof RemoteLoadError ? 'load' : 'render'}
        onRetry={() => this.props.onRetry(error)}
      />
    );
  }
}
