import { AppProviders } from '@pod/shared-ui';
import { BrowserRouter } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { SiteRoutes } from './routes/SiteRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <SiteLayout>
          <SiteRoutes />
        </SiteLayout>
      </AppProviders>
    </BrowserRouter>
  );
}
