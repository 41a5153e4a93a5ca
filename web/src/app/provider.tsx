import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError, fetcher } from '@/lib/api-client';
import { ToastProvider } from '@/components/ui';
import { I18nProvider } from '@/lib/i18n';

/** App-wide providers: SWR (API paths as keys, no retry on 4xx), the screens' language and toasts. */
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
      <I18nProvider>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </SWRConfig>
  );
}
