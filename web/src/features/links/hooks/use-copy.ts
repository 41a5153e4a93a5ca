import { useCallback } from 'react';
import { COPY_TOAST_MS, MSG } from '@kisa/shared';
import { useToast } from '../../../components/ui';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: fall through to the selection copy.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Selecting the textarea takes the focus: give it back, or keyboard users land on <body>.
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  focused?.focus({ preventScroll: true });
  if (!ok) throw new Error('copy failed');
}

/** Copies a URL and shows 'URL has been copied.' for 3 s (spec: copy toast). */
export function useCopyUrl() {
  const toast = useToast();
  return useCallback(
    async (url: string) => {
      try {
        await writeClipboard(url);
        toast(MSG.urlCopied, 'success', COPY_TOAST_MS);
      } catch {
        toast('Could not copy the URL. Please copy it by hand.', 'error', COPY_TOAST_MS);
      }
    },
    [toast],
  );
}
