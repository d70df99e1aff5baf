import { createContext, useContext } from 'react';
import type { ScreenLoader } from './screenLoader';

export const ScreenLoaderContext = createContext<ScreenLoader | null>(null);

export function useScreenLoader(): ScreenLoader {
  const loader = useContext(ScreenLoaderContext);
  if (!loader) throw new Error('useScreenLoader needs a ScreenLoaderContext provider');
  return loader;
}
