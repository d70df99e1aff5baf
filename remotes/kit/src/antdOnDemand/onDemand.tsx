import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A component that renders the one `load` resolves to, fetching it the first time it renders and drawing
 * nothing until it has arrived.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Loaded = lazy(load);
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
