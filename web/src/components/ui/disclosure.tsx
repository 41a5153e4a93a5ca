import type { ReactNode } from 'react';
import { Icon } from './icon';
import './disclosure.css';

export interface DisclosureButtonProps {
  open: boolean;
  /** The id of the panel it folds. */
  controls: string;
  onToggle: () => void;
  /** The button's accessible name, when the label alone would not say whose panel it is. */
  title?: string;
  children: ReactNode;
}

/** The button of a panel that folds out (aria-expanded, aria-controls), for a panel the caller lays out. */
export function DisclosureButton({ open, controls, onToggle, title, children }: DisclosureButtonProps) {
  return (
    <button type="button" className="disclosure__button" aria-expanded={open} aria-controls={controls} aria-label={title} onClick={onToggle}>
      <span className="disclosure__chevron" aria-hidden="true">
        <Icon name="chevronRight" size={16} />
      </span>
      {children}
    </button>
  );
}

/** A section that folds out under its button; its content is rendered only while open. */
export function Disclosure({
  id,
  open,
  onToggle,
  label,
  title,
  children,
}: {
  id: string;
  open: boolean;
  onToggle: () => void;
  label: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="disclosure">
      <DisclosureButton open={open} controls={id} onToggle={onToggle} title={title}>
        {label}
      </DisclosureButton>
      <div id={id} hidden={!open} className="disclosure__panel">
        {open && children}
      </div>
    </div>
  );
}
