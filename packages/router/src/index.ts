// Browser routing for the shell and every remote. Add an export here before using a new
// react-router API: importing react-router directly would create a second router context.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
