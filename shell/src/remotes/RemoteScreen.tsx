import { Suspense, useState } from 'react';
import { Flex, Spin } from 'antd';
import type { ShellRoute } from './shellRoutes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useScreenLoader } from './ScreenLoaderContext';

/** One route's screen, fetched from its remote on first visit and isolated from the rest of the shell. */
export function RemoteScreen({ route }: { route: ShellRoute }) {
  const loader = useScreenLoader();
  // Bumped by Retry: a fresh boundary and a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  const Screen = loader.screen(route);

  const retry = () => {
    loader.retry(route);
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin size="large" />
          </Flex>
        }
      >
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
