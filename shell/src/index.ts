// Async boundary: shared singletons (react, antd, ...) must be negotiated by the federation runtime
// before any module that imports them runs.
import('./bootstrap');
