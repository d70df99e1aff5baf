/**
 * The router, for every bundle. React Router keeps its context (location, navigate) in module state, so the
 * page must run one copy of it: the shell's BrowserRouter provides the context and the remotes' screens read
 * it with useNavigate / useLocation. That one copy is this module: the kit is shared by subpath
 * (`@duesflow/remote-kit/`, shared-contracts/src/federation.ts), so `@duesflow/remote-kit/router` exists once
 * in the page. A shared module is provided whole; sharing `react-router` itself shipped all of it (~57 KB
 * gzip) on the first page. Re-exporting only what the portal uses lets the build tree-shake react-router
 * down to these names (~14 KB gzip).
 *
 * Bundles import the router only from here, never from 'react-router' (a second copy would be a second
 * router context; router.test.ts guards it). A name the portal starts to use is added below.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
