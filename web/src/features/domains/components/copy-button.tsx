import { useEffect, useRef, useState } from 'react';
import { COPY_TOAST_MS } from '@kisa/shared';
import { useToast } from '@/components/ui';
import { copyText } from '@/lib/clipboard';
import { useT } from '@/lib/i18n';
import { Icon } from '@/components/ui/icon';

/**
 * Copies `text`; `label` is its accessible name ("Copy the TXT record's value", holding the
 * visible "Copy"). It says so in the app's toast region (polite, announced) and shows a tick
 * for the toast's 3 s.
 */
export function CopyButton({ text, label, copiedMessage }: { text: string; label: string; copiedMessage: string }) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await copyText(text);
      toast(copiedMessage, 'success', COPY_TOAST_MS);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_TOAST_MS);
    } catch {
      toast(t('domains.records.copyFailed'), 'error', COPY_TOAST_MS);
    }
  }

  return (
    <button type="button" className="copy-btn" aria-label={label} title={label} onClick={() => void copy()}>
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      {t('common.copy')}
    </button>
  );
}
