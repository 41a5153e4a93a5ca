import { useId } from 'react';
import { qrColourWarning } from '@/lib/qr-colours';
import { ColorInput } from './color-input';
import './qr-colour-fields.css';
import { useT } from '@/lib/i18n';

/**
 * A QR code's foreground and background colour fields, with a warning beside them when the
 * pair may not scan (too little contrast, or an inverted code; lib/qr-colours.ts). The warning
 * sits in a polite live region and describes both colour inputs; it does not block anything:
 * the code can still be downloaded.
 */
export function QrColourFields({
  foreground,
  background,
  onForegroundChange,
  onBackgroundChange,
}: {
  foreground: string;
  background: string;
  onForegroundChange: (hex: string) => void;
  onBackgroundChange: (hex: string) => void;
}) {
  const t = useT();
  const warningId = useId();
  const warning = qrColourWarning(foreground, background);
  const describedBy = warning ? warningId : undefined;
  return (
    <div className="qr-colours">
      <div className="qr-colours__fields">
        <ColorInput label={t('ui.foreground')} value={foreground} onChange={onForegroundChange} aria-describedby={describedBy} />
        <ColorInput label={t('ui.background')} value={background} onChange={onBackgroundChange} aria-describedby={describedBy} />
      </div>
      <div className="qr-colours__status" role="status">
        {warning && (
          <div id={warningId} className="alert alert--warning qr-colours__warning" data-contrast={warning.ratio.toFixed(2)}>
            <span className="alert__icon" aria-hidden="true" />
            <div className="alert__body">
              <strong className="alert__title">{warning.title}</strong>
              <div>{warning.message}</div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
