// The header: its menu button, current-page links and theme switch are live on every page.
export { Header as default } from '../layout/Header.tsx';
