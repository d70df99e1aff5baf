import { createRenderWithProviders } from '@duesflow/remote-kit/testing/renderWithProviders';
import { createCollectionsStore } from '../app/store';

/** The kit's renderWithProviders with a fresh collections store. */
export const renderWithProviders = createRenderWithProviders(createCollectionsStore);
