import { createContext, useContext } from 'react';

/** Inside a compact table row the actions show their icons only, each named by its tooltip and its label. */
export const CompactActions = createContext(false);

export const useCompactActions = () => useContext(CompactActions);
