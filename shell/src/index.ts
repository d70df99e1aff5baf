// Async boundary: shared singletons (react, antd, ...) must be negotiated by the federation runtime
// before any module that imports them runs.
// Named: the server preloads its files with a signed-in page (shared-contracts/build/preload-map.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
