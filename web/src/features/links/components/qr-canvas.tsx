import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert, Spinner } from '@/components/ui';
import { translateNow, useT } from '@/lib/i18n';
import { drawQr, type QrDrawOptions } from '../lib/qr';

/** A QR code of `text` on a canvas (img role, labelled); redraws when the options change. */
export const QrCanvas = forwardRef<HTMLCanvasElement | null, { text: string; label: string } & QrDrawOptions>(function QrCanvas(
  { text, label, size, foreground, background, logo },
  ref,
) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  useImperativeHandle(ref, () => canvas.current as HTMLCanvasElement, []);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: true });

  useEffect(() => {
    let live = true;
    const el = canvas.current;
    if (!el) return;
    setState((s) => ({ busy: true, error: s.error }));
    drawQr(el, text, { size, foreground, background, logo })
      .then(() => live && setState({ busy: false }))
      .catch((err: Error) => live && setState({ busy: false, error: err.message || translateNow('links.qrCanvas.failed') }));
    return () => {
      live = false;
    };
  }, [text, size, foreground, background, logo]);

  return (
    <div className="qr-canvas" style={{ width: size, maxWidth: '100%' }} aria-busy={state.busy || undefined}>
      <canvas ref={canvas} width={size} height={size} role="img" aria-label={label} data-ready={state.busy ? undefined : 'true'} />
      {state.busy && (
        <span className="qr-canvas__loading">
          <Spinner label={t('links.qrCanvas.drawing')} />
        </span>
      )}
      {state.error && <Alert tone="error">{state.error}</Alert>}
    </div>
  );
});
