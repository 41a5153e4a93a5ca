import { TAG_COLORS, type TagColor } from '@kisa/shared';
import { TAG_PAINT } from '@/components/tags/tag-colours';
import { useT } from '@/lib/i18n';

/**
 * A tag's colour as a radio group: one native radio a colour (arrow keys move
 * between them, as in any radio group), each drawn as a swatch with the colour's name
 * written beside it, under the legend 'Colour'.
 */
export function ColourChoice({ name, value, onChange, disabled }: { name: string; value: TagColor; onChange: (color: TagColor) => void; disabled?: boolean }) {
  const t = useT();
  return (
    <fieldset className="colour-choice" disabled={disabled}>
      <legend className="field__label">{t('tags.colour')}</legend>
      <div className="colour-choice__options">
        {TAG_COLORS.map((color) => {
          const paint = TAG_PAINT[color];
          return (
            <label key={color} className="colour-choice__option" style={{ background: paint.background, color: paint.text }}>
              <input type="radio" className="colour-choice__input" name={name} value={color} checked={value === color} onChange={() => onChange(color)} />
              <span className="colour-choice__swatch" style={{ background: paint.dot }} aria-hidden="true" />
              <span>{t(`tags.colour.${color}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
