// Async boundary: shared modules (react, antd, ...) are negotiated before any of them is imported.
import('./bootstrap');
