// Compiled into api/dist/, a module's `__dirname` would be api/dist. Files that find what lives beside
// their source (migrations, the portal's root) get their source directory back, relative to the bundle,
// so the built API keeps working wherever the repository is checked out. `require.resolve` of an npm
// package stays Node's own (resolved in node_modules at runtime), not the bundler's module id.
const { dirname, relative } = require('node:path');

module.exports = function sourceDirLoader(source) {
  const { outputPath, sourceDir } = this.getOptions();
  let out = source.replace(/\brequire\.resolve\(/g, '__non_webpack_require__.resolve(');
  if (sourceDir) {
    const fromBundle = relative(outputPath, dirname(this.resourcePath)).split('\\').join('/');
    out = out.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(fromBundle)})`);
  }
  return out;
};
