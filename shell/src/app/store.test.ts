import { createSlice, type Middleware } from '@reduxjs/toolkit';
import { createAppStore } from './store';

const notes = createSlice({
  name: 'notes',
  initialState: { added: 0 },
  reducers: { noteAdded: (state) => void (state.added += 1) },
});

describe('the host store bridge', () => {
  it('starts disconnected and accepts a remote slice, initialised at once', () => {
    const store = createAppStore();
    expect(store.getState().realtime).toEqual({ status: 'disconnected' });
    store.bridge.injectReducer(notes);
    expect(store.getState().notes).toEqual({ added: 0 });
    store.dispatch(notes.actions.noteAdded());
    expect(store.getState().notes).toEqual({ added: 1 });
  });

  it('is idempotent: registering twice keeps the state and runs the middleware once per action', () => {
    const store = createAppStore();
    const seen: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    for (let i = 0; i < 2; i += 1) {
      store.bridge.injectReducer(notes);
      store.bridge.addMiddleware(recorder);
    }
    store.dispatch(notes.actions.noteAdded());
    store.bridge.injectReducer(notes);

    expect(store.getState().notes).toEqual({ added: 1 });
    expect(seen).toEqual(['notes/noteAdded']);
  });

  it('keeps each store separate', () => {
    const first = createAppStore();
    first.bridge.injectReducer(notes);
    expect(createAppStore().getState().notes).toBeUndefined();
  });
});
