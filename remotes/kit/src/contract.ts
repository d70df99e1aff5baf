import type { ComponentType } from 'react';
import type { Middleware, Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** The part of a slice or RTK Query api the host needs to plug it into its store. */
export interface TInjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

/**
 * What a host hands a remote's screen module so the remote can plug its RTK Query api and listeners into
 * the host's store (combineSlices + dynamic middleware). Both calls must be idempotent for the same
 * slice and the same middleware functions.
 */
export interface HostStoreBridge {
  injectReducer(slice: TInjectableSlice): void;
  addMiddleware(...middleware: Middleware[]): void;
  /**
   * The host store's dispatch, so a screen can start the queries of its first render while it is still
   * being set up (`registerScreen`). A host without it just gets no head start.
   */
  dispatch?: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/**
 * What every exposed screen module (`<remote>/<Screen>`) exports: the screen as its default export and,
 * optionally, `register`, which the host calls before the first render.
 */
export interface TScreenModule {
  default: ComponentType;
  register?: (bridge: HostStoreBridge) => void;
}

/** Options of a remote's exposed `./mount` (embedding a screen outside the shell). */
export interface TMountOptions {
  /** Absolute origin of the duesflow API when the page is served elsewhere; default: the page's origin. */
  apiBaseUrl?: string;
  /** Which screen to show, by its portal route, e.g. '/customers'; default: the remote's first screen. */
  route?: string;
  /**
   * `'shadow'`: render inside a shadow root on the element, so the page's CSS cannot reach the screen
   * (its styles and popups stay inside it); `'none'` (default): straight into the element.
   */
  isolation?: 'none' | 'shadow';
}

/** A remote's exposed `./mount`: renders into `element` and returns the function that removes it again. */
export type TMount = (element: Element, options?: TMountOptions) => () => void;
