import { createRenderWithProviders } from '@duesflow/remote-kit/testing/renderWithProviders';
import { createCollectionsStore } from '../app/store';
import { collectionsApi } from '../app/baseApi';

/** The kit's renderWithProviders with a fresh collections store, signed in as an admin unless `sessionUser` says otherwise. */
export const renderWithProviders = createRenderWithProviders(createCollectionsStore, collectionsApi);
