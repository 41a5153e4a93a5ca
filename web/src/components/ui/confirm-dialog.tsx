import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

/**
 * A yes/no dialog on the shared Modal (focus trap, Escape, focus return). The caller runs
 * the action in `onConfirm`, drives `busy`, and passes a failure as `error` (shown in red).
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
            Cancel
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
