import { useId, type Ref } from 'react';
import { IMPORT_SOURCES, type ImportSourceId } from '@kisa/shared';
import { useT } from '@/lib/i18n';
import { sourceHint, sourceName } from '../lib/import-text';
import '@/components/ui/check-tile.css';

/**
 * Where the links come from: one radio card a source (its name, then what comes over and where
 * its token is), in a fieldset whose legend names the choice. Arrow keys move between them.
 */
export function SourcePicker({
  value,
  onChange,
  disabled,
  firstRef,
}: {
  value: ImportSourceId;
  onChange: (source: ImportSourceId) => void;
  disabled?: boolean;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const t = useT();
  return (
    <fieldset className="import-sources" disabled={disabled}>
      <legend className="field__label">{t('imports.importFrom')}</legend>
      <div className="import-sources__grid">
        {IMPORT_SOURCES.map((source, i) => {
          const inputId = `${id}-${source}`;
          return (
            <div key={source} className="import-source check-tile" data-source={source}>
              <input
                ref={i === 0 ? firstRef : undefined}
                id={inputId}
                type="radio"
                name="import-source"
                value={source}
                checked={value === source}
                onChange={() => onChange(source)}
                aria-describedby={`${inputId}-hint`}
              />
              <span className="import-source__text">
                <label htmlFor={inputId} className="import-source__name">
                  {sourceName(source)}
                </label>
                <span id={`${inputId}-hint`} className="import-source__hint">
                  {sourceHint(source)}
                </span>
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
