import { useId } from 'react';
import { Alert, Button } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n';
import { rotationGraceText, SIGNATURE_HEADERS } from '../lib/delivery-text';

export interface ShownSecret {
  endpointId: string;
  /** The endpoint as people read it. */
  label: string;
  secret: string;
  /** Just added, or a new secret in place of the old one. */
  why: 'created' | 'rotated';
}

/**
 * The signing secret, shown this once (the API answers it only at creation and rotation):
 * in a read-only field that takes the focus, with a copy button and a plain note that it will
 * not be shown again. Closing forgets it.
 */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <Modal
      open={!!shown}
      onClose={onClose}
      title={t(shown?.why === 'rotated' ? 'webhooks.secret.rotatedTitle' : 'webhooks.secret.createdTitle')}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      }
    >
      {shown && (
        <div className="form webhook-secret">
          <Alert tone="warning" title={t('webhooks.secret.warnTitle')}>
            {t('webhooks.secret.warnText')}
          </Alert>
          <div className="field">
            <label className="field__label webhook-dialog__url" htmlFor={`${id}-secret`}>
              {t('webhooks.secret.label', { endpoint: shown.label })}
            </label>
            <div className="webhook-secret__value">
              <input
                id={`${id}-secret`}
                className="field__input mono"
                readOnly
                value={shown.secret}
                onFocus={(e) => e.currentTarget.select()}
                spellCheck={false}
                aria-describedby={`${id}-how`}
              />
              <CopyButton text={shown.secret} label={t('webhooks.secret.copy')} copiedMessage={t('webhooks.secret.copied')} />
            </div>
          </div>
          <p id={`${id}-how`} className="field__hint">
            {shown.why === 'rotated' ? `${rotationGraceText()} ` : ''}
            {t('webhooks.secret.howBefore')}
            <code>{SIGNATURE_HEADERS.signature}</code>
            {t('webhooks.secret.howMiddle')}
            <a href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer">
              {t('webhooks.secret.howLink')}
            </a>
            {t('webhooks.secret.howAfter')}
          </p>
        </div>
      )}
    </Modal>
  );
}
