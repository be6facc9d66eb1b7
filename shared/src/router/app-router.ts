/**
 * The router API of every screen. Federation shares this module instead of react-router itself:
 * a shared package travels whole, while the shell's own react-router is cut down to what the app
 * uses. There is still one router: the remotes reach react-router only through the shell's copy
 * of this module, whose context the shell's RouterProvider fills.
 */
export {
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
