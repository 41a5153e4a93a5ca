import { useRef, type KeyboardEvent } from 'react';
import { QR_TYPES, type QrType } from '@kisa/shared';
import { useT } from '@/lib/i18n';

export const tabId = (type: QrType) => `qr-tab-${type}`;
export const panelId = (type: QrType) => `qr-panel-${type}`;

/**
 * The type pills as a WAI-ARIA tablist: one tab stop (roving tabindex), Left/Right (and
 * Up/Down) move and select, Home/End jump to the first/last pill.
 */
export function QrTypeTabs({ value, onChange }: { value: QrType; onChange: (type: QrType) => void }) {
  const t = useT();
  const refs = useRef(new Map<QrType, HTMLButtonElement>());

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = QR_TYPES.findIndex((t) => t.type === value);
    const last = QR_TYPES.length - 1;
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = QR_TYPES[(next + QR_TYPES.length) % QR_TYPES.length]!.type;
    onChange(target);
    refs.current.get(target)?.focus();
  }

  return (
    <div className="qr-pills" role="tablist" aria-label={t('qr.typesLabel')} onKeyDown={onKeyDown}>
      {QR_TYPES.map(({ type }) => {
        const selected = type === value;
        return (
          <button
            key={type}
            ref={(el) => {
              if (el) refs.current.set(type, el);
              else refs.current.delete(type);
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            className="qr-pill"
            aria-selected={selected}
            aria-controls={selected ? panelId(type) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(type)}
          >
            {t(`qr.type.${type}`)}
          </button>
        );
      })}
    </div>
  );
}
