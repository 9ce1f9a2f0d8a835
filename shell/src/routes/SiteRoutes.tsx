import { Route, Routes } from '@pod/router';
import type { BootRoute } from '@pod/shared-ui';
import { RemotePage } from '../federation/RemotePage.tsx';
import { NotFound } from '../pages/NotFound.tsx';

/** The live route table (from the server), each page from its remote; anything else is a 404. */
export function SiteRoutes({ routes }: { routes: readonly BootRoute[] }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          caseSensitive
          element={
            <RemotePage key={route.path} remote={route.remote} path={route.path} module={route.module} />
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
