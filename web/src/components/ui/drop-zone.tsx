import { useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { Field } from './field';
import { Icon } from './icon';
import './drop-zone.css';
import { useT } from '@/lib/i18n';

export interface DropZoneProps {
  /** The field's label (also the file input's accessible name). */
  label: string;
  /** What the zone takes (types, format), tied to the input with aria-describedby. */
  hint: ReactNode;
  /** The input's `accept` (e.g. `.csv,.txt`): what the file dialog offers. */
  accept: string;
  /** The chosen file, shown in the zone. */
  file: File | null;
  /** A file was chosen or dropped (the caller checks its type). */
  onFile: (file: File | null) => void;
  disabled?: boolean;
  error?: string | boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const kb = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const sizeOf = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${kb.format(bytes / 1024)} KB` : `${kb.format(bytes / 1024 / 1024)} MB`;

/**
 * A file field as a drop zone: drag a file onto it, or click it (or focus it and press
 * Enter or Space) to choose one. The control is the real file input, visually hidden but
 * focusable, labelled by `label` and described by `hint`; the visible area is its label, so
 * a click anywhere on it opens the file dialog. The focus ring shows on the whole zone.
 */
export function DropZone({ label, hint, accept, file, onFile, disabled, error, inputRef }: DropZoneProps) {
  const t = useT();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them.
  const depth = useRef(0);

  function enter(e: DragEvent) {
    if (disabled || !e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    depth.current++;
    setOver(true);
  }
  function overZone(e: DragEvent) {
    if (disabled || !e.dataTransfer.types.includes('Files')) return;
    e.preventDefault(); // lets the drop happen here instead of the browser opening the file
    e.dataTransfer.dropEffect = 'copy';
  }
  function leave() {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  }
  function drop(e: DragEvent) {
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    if (disabled) return;
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  }

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the mouse's shortcut; the file input inside takes the keyboard
        <div
          className={['drop-zone', over && 'drop-zone--over', file && 'drop-zone--filled', disabled && 'drop-zone--disabled'].filter(Boolean).join(' ')}
          onDragEnter={enter}
          onDragOver={overZone}
          onDragLeave={leave}
          onDrop={drop}
        >
          <input
            ref={inputRef}
            type="file"
            className="sr-only drop-zone__input"
            accept={accept}
            disabled={disabled}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            {...control}
          />
          {/* The visible area: a second label of the input, hidden from its accessible name (the field label names it). */}
          <label htmlFor={control.id} className="drop-zone__area">
            <span aria-hidden="true" className="drop-zone__text">
              <Icon className="drop-zone__icon" name="upload" size={28} />
              <span>
                {over ? 'Drop the file here' : 'Drag and drop a file here, or '}
                {!over && <span className="drop-zone__choose">{t('ui.chooseFile')}</span>}
              </span>
            </span>
          </label>
          <p className="drop-zone__file" aria-live="polite">
            {file ? (
              <>
                <span className="sr-only">{t('ui.selectedFile')}</span>
                <strong>{file.name}</strong> <span className="muted">({sizeOf(file.size)})</span>
              </>
            ) : null}
          </p>
        </div>
      )}
    </Field>
  );
}
