import { useCallback } from 'react';
import { COPY_TOAST_MS, MSG } from '@kisa/shared';
import { useToast } from '@/components/ui';
import { copyText } from '@/lib/clipboard';
import { translateNow } from '@/lib/i18n';

/** Copies a URL and shows 'URL has been copied.' for 3 s (spec: copy toast). */
export function useCopyUrl() {
  const toast = useToast();
  return useCallback(
    async (url: string) => {
      try {
        await copyText(url);
        toast(MSG.urlCopied, 'success', COPY_TOAST_MS);
      } catch {
        toast(translateNow('editor.copy.failed'), 'error', COPY_TOAST_MS);
      }
    },
    [toast],
  );
}
