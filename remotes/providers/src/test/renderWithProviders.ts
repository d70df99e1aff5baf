import { createRenderWithProviders } from '@duesflow/remote-kit/testing/renderWithProviders';
import { createProvidersStore } from '../app/store';
import { providersApi } from '../app/baseApi';

/** The kit's renderWithProviders with a fresh providers store, signed in as an admin unless `sessionUser` says otherwise. */
export const renderWithProviders = createRenderWithProviders(createProvidersStore, providersApi);
