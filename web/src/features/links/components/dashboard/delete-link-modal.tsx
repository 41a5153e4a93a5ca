import { useState } from 'react';
import type { Link } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { Modal } from '@/components/ui/modal';
import { linksApi } from '../../api/links';
import { shortLabel } from '@/lib/short-links';
import { useT } from '@/lib/i18n';

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
  const t = useT();
  return (
    <Modal
      open={!!link}
      onClose={close}
      busy={busy}
      size="sm"
      title={t('links.delete.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {t('links.delete.submit')}
          </Button>
        </>
      }
    >
      {link && (
        <div className="form">
          {error && <Alert tone="error">{error}</Alert>}
          <p>
            <strong>{link.title || link.shortUrl}</strong> (<span className="mono">{shortLabel(link.shortUrl, link.domain)}</span>){t('links.delete.willStop')}
          </p>
          <p className="muted">{t('links.delete.undone')}</p>
        </div>
      )}
    </Modal>
  );
}
