import { useRef } from 'react';
import { QR_GENERATOR_SIZE } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { svgFileName } from '@/lib/qr-svg';
import { useT } from '@/lib/i18n';

export interface QrResult {
  /** PNG and SVG (vector, for print) data URLs of the same code. */
  png: string;
  svg: string;
  fileName: string;
  payload: string;
  /** Short text on what the code holds, e.g. 'vCard · Ada Lovelace'. */
  summary: string;
  /** Why the code's colours may not scan (lib/qr-colours.ts); it can still be downloaded. */
  warning?: { title: string; message: string };
}

/** The spec's 'QR Code' modal: the 400 px code, Close and Download QR (PNG), and Download SVG for print. */
export function QrResultModal({ result, onClose }: { result: QrResult | null; onClose: () => void }) {
  const t = useT();
  const download = useRef<HTMLAnchorElement>(null);
  return (
    <Modal
      open={result !== null}
      title={t('qr.result.title')}
      onClose={onClose}
      initialFocus={download}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {result && (
            <>
              <a className="btn btn--secondary btn--md" href={result.svg} download={svgFileName(result.fileName)}>
                <Icon name="download" size={18} strokeWidth={2} />
                <span>{t('qr.result.downloadSvg')}</span>
              </a>
              <a ref={download} className="btn btn--primary btn--md" href={result.png} download={result.fileName}>
                <Icon name="download" size={18} strokeWidth={2} />
                <span>{t('qr.result.downloadPng')}</span>
              </a>
            </>
          )}
        </>
      }
    >
      {result?.warning && (
        <Alert tone="warning" title={result.warning.title}>
          {result.warning.message}
        </Alert>
      )}
      {result && (
        <figure className="qr-result">
          <img
            className="qr-result__image"
            src={result.png}
            width={QR_GENERATOR_SIZE}
            height={QR_GENERATOR_SIZE}
            alt={t('qr.result.alt', { summary: result.summary })}
          />
          <figcaption className="qr-result__caption">{result.summary}</figcaption>
          <details className="qr-result__details">
            <summary>{t('qr.result.encoded')}</summary>
            <pre className="qr-result__payload">{result.payload}</pre>
          </details>
        </figure>
      )}
    </Modal>
  );
}
