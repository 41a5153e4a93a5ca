import { useState } from 'react';
import type { Link } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { Modal } from '@/components/ui/modal';
import { linksApi } from '../../api/links';
import { shortLabel } from '@/lib/short-links';

/** Delete confirmation; the link is removed only after "Delete link". */
export function DeleteLinkModal({ link, onClose, onDeleted }: { link: Link | null; onClose: () => void; onDeleted: (link: Link) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  async function confirm() {
    if (!link) return;
    setBusy(true);
    setError(null);
    try {
      await linksApi.remove(link.id);
      onDeleted(link);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={!!link}
      onClose={close}
      busy={busy}
      size="sm"
      title="Delete link?"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            Delete link
          </Button>
        </>
      }
    >
      {link && (
        <div className="form">
          {error && <Alert tone="error">{error}</Alert>}
          <p>
            <strong>{link.title || link.shortUrl}</strong> (<span className="mono">{shortLabel(link.shortUrl, link.domain)}</span>) will stop working: visitors
            will see a not-found page and its QR codes will no longer resolve.
          </p>
          <p className="muted">This cannot be undone.</p>
        </div>
      )}
    </Modal>
  );
}
