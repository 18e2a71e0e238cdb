// What the site uses of React Router, provided to the shell and every area as the shared `react-router-dom`.
//
// A shared module is shipped whole, since the bundler cannot know which of its exports another build will use:
// `react-router-dom` whole is about 200 kB minified (data routers, server rendering, forms, cookies), parsed and
// compiled on every first view. This module names what the site's code imports, so the rest of React Router is
// left out of the shared chunk (about 45 kB remain). A name missing here is undefined at run time: the build kit's
// tests compare this list with every import of `react-router-dom` in the sources.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
