import { createRenderWithProviders } from '@duesflow/remote-kit/testing/renderWithProviders';
import { createAnalyticsStore } from '../app/store';
import { analyticsApi } from '../app/baseApi';

/** The kit's renderWithProviders with a fresh analytics store, signed in as an admin unless `sessionUser` says otherwise. */
export const renderWithProviders = createRenderWithProviders(createAnalyticsStore, analyticsApi);
