import { useState, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { useT } from '@/lib/i18n';

/**
 * A yes/no dialog on the shared Modal (focus trap, Escape, focus return). The caller runs
 * the action in `onConfirm`, drives `busy`, and passes a failure as `error` (shown in red);
 * `useConfirmDialog` below keeps that state for a dialog that acts on one item.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="form">
        {error && <Alert tone="error">{error}</Alert>}
        {children}
      </div>
    </Modal>
  );
}

/**
 * The state behind a ConfirmDialog that acts on one item — remove a domain or a member, delete
 * a tag or an endpoint, revoke a key: which item it asks about, whether the action runs, and
 * how it failed. Every such screen kept these three states and the same try/catch by hand.
 *
 * `ask(item)` opens the dialog; Confirm calls `run(item)` (the request); once it resolves, the
 * dialog closes and `done(item, result)` follows (toast, cache update, focus), awaited. When
 * either fails, the error's message shows in the dialog and `failed()` runs (say, to read a list
 * again that changed under it). Spread `dialog` into the ConfirmDialog.
 */
export function useConfirmDialog<T, R = unknown>({
  run,
  done,
  failed,
}: {
  run: (item: T) => Promise<R>;
  done?: (item: T, result: R) => unknown;
  failed?: () => void;
}) {
  const [item, setItem] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!item) return;
    setBusy(true);
    setError(null);
    try {
      const result = await run(item);
      setItem(null);
      await done?.(item, result);
    } catch (err) {
      setError((err as Error).message);
      failed?.();
    } finally {
      setBusy(false);
    }
  }

  return {
    /** The item the dialog asks about; null while it is closed. */
    item,
    ask: (next: T) => {
      setError(null);
      setItem(next);
    },
    dialog: {
      open: !!item,
      busy,
      error,
      onConfirm: () => void confirm(),
      // Not while the action runs: its answer belongs to the dialog that asked.
      onClose: () => {
        if (busy) return;
        setItem(null);
        setError(null);
      },
    },
  };
}
