import { useEffect, useRef, useState } from 'react';
import { COPY_TOAST_MS } from '@kisa/shared';
import { copyText } from '@/lib/clipboard';
import { Icon } from './icon';
import './copy-button.css';
import { useT } from '@/lib/i18n';

/**
 * Copies `text`. `label` is its accessible name ("Copy the signing secret", holding the visible
 * "Copy"); the outcome is said in a polite status region of its own, beside the button — so it
 * is heard inside a dialog too, where the app's toast region sits behind the inert page — and
 * the button shows a tick for 3 s (its visible word stays "Copy", inside its accessible name).
 */
export function CopyButton({ text, label, copiedMessage, className }: { text: string; label: string; copiedMessage: string; className?: string }) {
  const t = useT();
  const [said, setSaid] = useState<{ ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let ok = true;
    try {
      await copyText(text);
    } catch {
      ok = false;
    }
    setSaid({ ok });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaid(null), COPY_TOAST_MS);
  }

  return (
    <>
      <button type="button" className={['copy-button', className].filter(Boolean).join(' ')} aria-label={label} title={label} onClick={() => void copy()}>
        <Icon name={said?.ok ? 'check' : 'copy'} size={16} />
        {t('common.copy')}
      </button>
      <span role="status" className={said && !said.ok ? 'copy-button__failed' : 'sr-only'}>
        {said ? (said.ok ? copiedMessage : 'Could not copy. Please select the text and copy it by hand.') : ''}
      </span>
    </>
  );
}
