import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon';
import './modal.css';
import { useT } from '@/lib/i18n';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element focused on open (else the first focusable element in the body). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While busy, Escape and the backdrop do not close. */
  busy?: boolean;
}

/**
 * Dialog in a portal: role="dialog" + aria-modal, labelled by its title. Focus moves in on
 * open, Tab/Shift+Tab cycle inside (focus trap), Escape or a backdrop click closes, the page
 * behind is inert and does not scroll, and focus returns to the opener on close.
 */
export function Modal({ open, title, onClose, children, footer, description, size = 'md', initialFocus, busy }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  closeRef.current = onClose;
  busyRef.current = busy;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves in when the modal opens; initialFocus is a ref read at that moment
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = document.getElementById('root');
    const hadInert = root?.hasAttribute('inert');
    root?.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const el = panel.current;
    const first = initialFocus?.current ?? (el && focusables(el).find((f) => !f.classList.contains('modal__close'))) ?? el;
    first?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (!el) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        if (!busyRef.current) closeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusables(el);
      if (list.length === 0) {
        e.preventDefault();
        el.focus();
        return;
      }
      const firstEl = list[0]!;
      const lastEl = list[list.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === firstEl || !el.contains(active))) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && (active === lastEl || !el.contains(active))) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (!hadInert) root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; keyboard users have Escape and the close button
    <div className="modal" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div
        ref={panel}
        className={`modal__panel modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose} disabled={busy}>
            <Icon name="close" size={18} strokeWidth={2} />
          </button>
        </div>
        {description && (
          <p id={descId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
