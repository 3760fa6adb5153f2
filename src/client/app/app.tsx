import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToasterHost } from '../components/ui/toaster-host';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';

/**
 * No Radix Tooltip.Provider here: no screen shows a Radix tooltip, and the provider alone pulled
 * floating-ui (~15 kB gzip) into every first load. A future tooltip brings its own provider
 * with the §9 delays (700 ms, skip 300 ms).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToasterHost />
    </QueryClientProvider>
  );
}
