// The production photos, fetched when the browser is idle: never part of the server's HTML.
export { ProductionStrip as default } from '../components/ProductionStrip.tsx';
