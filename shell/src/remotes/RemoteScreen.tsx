import { Suspense, useState } from 'react';
import { Flex } from 'antd';
import { LoadingStatus } from '@duesflow/remote-kit/LoadingStatus';
import type { ShellRoute } from './shellRoutes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useScreenLoader } from './ScreenLoaderContext';

interface Props {
  route: ShellRoute;
  /** Reloads the page when Retry cannot recover in place (replaced in tests). */
  reloadPage?: () => void;
}

/** One route's screen, fetched from its remote on first visit and isolated from the rest of the shell. */
export function RemoteScreen({ route, reloadPage = () => window.location.reload() }: Props) {
  const loader = useScreenLoader();
  // Bumped by Retry: a fresh boundary and a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  const Screen = loader.screen(route);

  const retry = (error: unknown) => {
    if (loader.retry(route, error) === 'reload-page') {
      reloadPage();
      return;
    }
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} route={route}>
      <Suspense
        fallback={
          // Holds the main area's height while the screen's code arrives, the spinner where the screen's top will be.
          <Flex justify="center" align="flex-start" style={{ padding: 48, minHeight: '60vh' }}>
            <LoadingStatus label="Loading screen" size="large" />
          </Flex>
        }
      >
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
