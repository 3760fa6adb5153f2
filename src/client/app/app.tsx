import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

const queryClient = createQueryClient();

/** SPEC §9: one toast at a time, shown 5000 ms; tooltips 700 ms delay, 300 ms skip delay. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <RouterProvider router={router} />
        <Toaster visibleToasts={1} duration={5000} position="top-right" richColors closeButton />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
