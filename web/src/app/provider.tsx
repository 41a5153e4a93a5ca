import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError, fetcher } from '@/lib/api-client';
import { ToastProvider } from '@/components/ui';

/** App-wide providers: SWR (API paths as keys, no retry on 4xx) and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        fetcher,
        revalidateOnFocus: false,
        shouldRetryOnError: (err) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500,
        errorRetryCount: 2,
      }}
    >
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}
