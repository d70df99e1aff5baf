import { createRenderWithProviders } from '@duesflow/remote-kit/testing/renderWithProviders';
import { createCommunicationsStore } from '../app/store';
import { communicationsApi } from '../app/baseApi';

/** The kit's renderWithProviders with a fresh communications store, signed in as an admin unless `sessionUser` says otherwise. */
export const renderWithProviders = createRenderWithProviders(createCommunicationsStore, communicationsApi);
