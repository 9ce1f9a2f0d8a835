// The production photos, fetched when their place comes within a screen of the viewport (the
// visitor scrolling down): never part of the server's HTML.
export { ProductionStrip as default } from '../components/ProductionStrip.tsx';
