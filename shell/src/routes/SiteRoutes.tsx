import { Route, Routes } from '@pod/router';
import { RemotePage } from '../federation/RemotePage.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { routeTable } from './routeTable.ts';

export function SiteRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          caseSensitive
          element={<RemotePage key={route.path} path={route.path} remote={route.remote} load={route.load} />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
