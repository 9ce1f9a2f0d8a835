// Async boundary so Module Federation can negotiate shared singletons first.
import('./bootstrap.tsx');
