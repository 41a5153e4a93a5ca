import { useId } from 'react';
import { Alert, Button } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { Modal } from '@/components/ui/modal';
import { ROTATION_GRACE_TEXT } from '../lib/delivery-text';

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
  const id = useId();
  return (
    <Modal
      open={!!shown}
      onClose={onClose}
      title={shown?.why === 'rotated' ? 'New signing secret' : 'Endpoint added: its signing secret'}
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {shown && (
        <div className="form webhook-secret">
          <Alert tone="warning" title="Copy it now: it will not be shown again">
            Kisa does not show this secret again, here or through the API. If it is lost, rotate the secret to get a new one.
          </Alert>
          <div className="field">
            <label className="field__label webhook-dialog__url" htmlFor={`${id}-secret`}>
              Signing secret for {shown.label}
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
              <CopyButton text={shown.secret} label="Copy the signing secret" copiedMessage="The signing secret has been copied." />
            </div>
          </div>
          <p id={`${id}-how`} className="field__hint">
            {shown.why === 'rotated' ? `${ROTATION_GRACE_TEXT} ` : ''}
            Your receiver checks each request's <code>webhook-signature</code> header with it, as the{' '}
            <a href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer">
              Standard Webhooks
            </a>{' '}
            libraries do in one call.
          </p>
        </div>
      )}
    </Modal>
  );
}
