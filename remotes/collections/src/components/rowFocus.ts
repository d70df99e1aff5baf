import { createContext, useContext } from 'react';

/**
 * Where focus goes back to after a row action's drawer or menu closes. A row's own button by default; inside the
 * narrow screen's "⋯" menu, that menu's button (the action's own button is hidden with the menu by then).
 */
export const RowFocus = createContext<(() => void) | null>(null);

export const useRowFocus = () => useContext(RowFocus);
