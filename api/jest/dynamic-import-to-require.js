/**
 * PGlite's CommonJS build loads Node built-ins with `import("fs")`. Jest runs tests in a VM that only
 * allows dynamic import behind --experimental-vm-modules, so for that file the imports become
 * requires (same modules, same behaviour). The module's own `require` is captured first because the
 * bundle declares a local `var require` further down.
 */
module.exports = {
  process(source) {
    const code = source.replace(/\bimport\((["'][\w:/.-]+["'])\)/g, 'Promise.resolve().then(() => __requireBuiltin($1))');
    return { code: `var __requireBuiltin = require;${code}` };
  },
  getCacheKey(source, path) {
    return `dynamic-import-to-require:2:${path}:${source.length}`;
  },
};
