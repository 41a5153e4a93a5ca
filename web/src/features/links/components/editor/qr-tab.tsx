import { useId, useRef, useState } from 'react';
import { withQrMarker, type Link } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { QrColourFields } from '@/components/ui/qr-colour-fields';
import { qrFileName } from '../../lib/format';
import { shortLabelOfUrl } from '@/lib/short-links';
import { downloadCanvas, downloadQrSvg, QR_LOGO_SIZE, readImageFile } from '../../lib/qr';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';
import { QrCanvas } from '../qr-canvas';

export const EDITOR_QR_SIZE = 300;
export const QR_DEFAULT_FOREGROUND = '#000000';
export const QR_DEFAULT_BACKGROUND = '#ffffff';

/**
 * QR Code tab: foreground/background colours (with a warning, never a block, when they may not
 * scan), a logo read locally (never uploaded) drawn at 80×80 in the centre, a 300 px level-H QR
 * of the short URL (with the QR marker), and PNG and SVG (vector, for print) downloads.
 */
export function QrTab({ link }: { link: Link }) {
  const t = useT();
  const [foreground, setForeground] = useState(QR_DEFAULT_FOREGROUND);
  const [background, setBackground] = useState(QR_DEFAULT_BACKGROUND);
  const [logo, setLogo] = useState<{ name: string; src: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const logoId = useId();
  const headingId = useId();
  // The QR marker lets analytics tell scans (source 'qr') from clicks on the link.
  const url = withQrMarker(link.shortLink);

  async function pick(file: File | undefined) {
    setError(null);
    if (!file) return;
    try {
      setLogo({ name: file.name, src: await readImageFile(file) });
    } catch (err) {
      setError((err as Error).message);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function removeLogo() {
    setLogo(null);
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  }

  async function download() {
    if (!canvas.current) return;
    try {
      await downloadCanvas(canvas.current, qrFileName(link.shortUrl));
    } catch (err) {
      setError((err as Error).message);
    }
  }

  async function downloadSvg() {
    setError(null);
    try {
      await downloadQrSvg(url, qrFileName(link.shortUrl), { size: EDITOR_QR_SIZE, foreground, background, logo: logo?.src });
    } catch (err) {
      setError((err as Error).message || t('editor.qr.exportFailed'));
    }
  }

  return (
    <section className="card card--padded editor-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-panel__title">
        {t('editor.qr.title')}
      </h2>
      <p className="editor-panel__intro">{richText(t, 'editor.qr.intro', { url: <span className="mono">{url}</span> })}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="qr-editor">
        <div className="qr-editor__controls">
          <QrColourFields foreground={foreground} background={background} onForegroundChange={setForeground} onBackgroundChange={setBackground} />
          <div className="field">
            <label className="field__label" htmlFor={logoId}>
              {t('editor.qr.logo')}
            </label>
            <div className="logo-upload">
              {logo && <img className="logo-upload__preview" src={logo.src} alt={t('editor.qr.logoPreview', { name: logo.name })} />}
              <input
                ref={fileInput}
                id={logoId}
                className="file-input"
                type="file"
                accept="image/*"
                aria-describedby={`${logoId}-hint`}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
              {logo && (
                <Button variant="secondary" onClick={removeLogo}>
                  {t('editor.qr.remove')}
                </Button>
              )}
            </div>
            <p id={`${logoId}-hint`} className="field__hint">
              {t('editor.qr.logoHint', { size: String(QR_LOGO_SIZE) })}
            </p>
          </div>
          <div className="inline-note">
            <Button
              variant="ghost"
              onClick={() => {
                setForeground(QR_DEFAULT_FOREGROUND);
                setBackground(QR_DEFAULT_BACKGROUND);
              }}
              disabled={foreground === QR_DEFAULT_FOREGROUND && background === QR_DEFAULT_BACKGROUND}
            >
              {t('editor.qr.reset')}
            </Button>
          </div>
        </div>
        <div className="qr-editor__preview">
          <QrCanvas
            ref={canvas}
            text={url}
            label={t('editor.qr.label', { link: shortLabelOfUrl(link.shortLink) })}
            size={EDITOR_QR_SIZE}
            foreground={foreground}
            background={background}
            logo={logo?.src}
          />
          <div className="qr-editor__downloads">
            <Button onClick={download}>
              <Icon name="download" />
              {t('editor.qr.png')}
            </Button>
            <Button variant="secondary" onClick={downloadSvg}>
              <Icon name="download" />
              {t('editor.qr.svg')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
