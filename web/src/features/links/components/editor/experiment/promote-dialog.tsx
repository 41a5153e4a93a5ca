import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { MSG, type Link } from '@kisa/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { experimentApi } from '@/features/links/api/experiment';
import { linkKeys, useRefreshLinks } from '@/features/links/api/links';
import type { VariantResult } from '@/features/links/lib/experiment-results';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';

/**
 * Promoting a variant, behind a confirmation: the test ends and the variant's destination becomes
 * the link's target URL. `onPromoted` gets the updated link once it is saved and cached.
 */
export function PromoteDialog({
  link,
  variant,
  onClose,
  onPromoted,
}: {
  link: Link;
  /** The variant to promote; null: the dialog is closed. */
  variant: VariantResult | null;
  onClose: () => void;
  onPromoted: (updated: Link, variant: VariantResult) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const refresh = useRefreshLinks();

  async function promote() {
    if (!variant || busy) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await experimentApi.promote(link.id, variant.id);
      await mutate(linkKeys.one(link.id), updated, { revalidate: false });
      void refresh().catch(() => {});
      onPromoted(updated, variant);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.unknownError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={variant !== null}
      title={variant ? t('editor.promote.title', { label: variant.label }) : t('editor.promote.titlePlain')}
      confirmLabel={t('editor.promote.confirm')}
      tone="primary"
      busy={busy}
      error={error}
      onConfirm={() => void promote()}
      onClose={() => {
        if (busy) return;
        setError(null);
        onClose();
      }}
    >
      {variant && (
        <>
          <p>{richText(t, 'editor.promote.visitors', { destination: <strong className="experiment-url">{variant.destination}</strong> })}</p>
          <p>{t('editor.promote.ends')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
