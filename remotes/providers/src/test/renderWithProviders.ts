import { createRenderWithProviders } from '@duesflow/remote-kit/testing/renderWithProviders';
import { createProvidersStore } from '../app/store';

/** The kit's renderWithProviders with a fresh providers store. */
export const renderWithProviders = createRenderWithProviders(createProvidersStore);
