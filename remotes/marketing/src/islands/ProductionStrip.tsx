// The production photos, fetched when their place comes within two screens of the viewport (the
// visitor scrolling down; on a slow phone the shell, this code and the list take a moment, and
// the strip goes in only while its place is still below the viewport): never in the server's HTML.
export { ProductionStrip as default } from '../components/ProductionStrip.tsx';
