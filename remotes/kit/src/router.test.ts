import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The page must run one React Router: the shell's BrowserRouter provides the context that the remotes'
 * screens read. That copy is the kit's `router` module (shared through the kit's subpath entry); a bundle
 * importing `react-router` itself would compile in a second copy, and a screen reading that copy's context
 * finds no router.
 */
const root = join(__dirname, '..', '..', '..');
const ROUTER_MODULE = 'remotes/kit/src/router.ts';

/** An import, dynamic import, require or jest.mock of react-router, one of its subpaths or react-router-dom. */
const DIRECT_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:Actual)?\s*\(\s*|\bjest\.(?:mock|doMock|unmock)\s*\(\s*)['"`]react-router(?:-dom)?(?:\/[^'"`]*)?['"`]/;

/** Comments that open a line (doc comments, notes such as "never from react-router") are not imports. */
function withoutComments(source: string): string {
  return source.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

function bundleSources(): string[] {
  const remotes = readdirSync(join(root, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'remotes', entry.name, 'src'))
    .filter((dir) => existsSync(dir));
  return [join(root, 'shell', 'src'), ...remotes].flatMap(sourceFiles).map((file) => relative(root, file).split(sep).join('/'));
}

describe('the router', () => {
  it('comes from @duesflow/remote-kit/router in every bundle, never from react-router directly', () => {
    const files = bundleSources();
    // The walk must see the shell, the kit and the screen bundles, or the check below proves nothing.
    expect(files).toContain(ROUTER_MODULE);
    expect(files).toContain('shell/src/portal/startPortal.tsx');
    expect(files).toContain('remotes/collections/src/exposes/mount.tsx');

    const direct = files.filter((file) => DIRECT_IMPORT.test(withoutComments(readFileSync(join(root, file), 'utf8'))));
    // The kit's module is the one place that imports it (which also shows the pattern matches an import).
    expect(direct).toContain(ROUTER_MODULE);
    expect(direct.filter((file) => file !== ROUTER_MODULE)).toEqual([]);
  });
});
