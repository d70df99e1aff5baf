/**
 * Build time only, like declaredRoutes.ts: shell/rspack.config.ts builds these into the shell's main script,
 * and firstPage.test.ts checks that the Dashboard's first render needs no other antd component. The bundle
 * never imports this file.
 */

/**
 * What the first page renders (the sidebar and header, the Dashboard's cards, toasts), built into the
 * shell's main script as eager shared modules. Lazily provided, each was a chunk of its own with its
 * internals split into more: about 120 small scripts, each gzipped apart, and share tables listing them
 * all. As one script the same code is ~60 KB gzip smaller (docs/performance.md). Remotes still get these
 * from the shell (singletons); every other antd component stays a lazily loaded shared module.
 */
export const FIRST_PAGE_SHARED = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  '@reduxjs/toolkit',
  '@ant-design/cssinjs',
  ...[
    'alert',
    'badge',
    'button',
    'card',
    'col',
    'config-provider',
    'dropdown',
    'empty',
    'flex',
    'grid',
    'layout',
    'menu',
    'notification',
    'row',
    'skeleton',
    'space',
    'spin',
    'statistic',
    'tag',
    'theme',
    'tooltip',
    'typography',
  ].map((component) => `antd/es/${component}`),
];
