import { createRenderWithProviders } from '@duesflow/remote-kit/testing/renderWithProviders';
import { createPaymentsStore } from '../app/store';
import { paymentsApi } from '../app/baseApi';

/** The kit's renderWithProviders with a fresh payments store, signed in as an admin unless `sessionUser` says otherwise. */
export const renderWithProviders = createRenderWithProviders(createPaymentsStore, paymentsApi);
