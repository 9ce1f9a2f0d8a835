// Moves focus and announces the page after a client-side navigation: live before the first one.
export { RouteFocus as default } from '../layout/RouteFocus.tsx';
