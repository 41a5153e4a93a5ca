import { useId, type Ref } from 'react';
import { Button } from './button';
import './card-list.css';

export interface CardListAddProps {
  /** The button's text: "Add rule". */
  label: string;
  count: number;
  max: number;
  /** How many there are of the most, in words: "3 of 10 rules." */
  countText: string;
  /** Said instead of the count once there are `max`: "A link has at most 10 rules." */
  fullText: string;
  onAdd: () => void;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The button under a card list that adds a card, described by how many there are of the most (card-list.css). */
export function CardListAdd({ label, count, max, countText, fullText, onAdd, disabled, buttonRef }: CardListAddProps) {
  const countId = useId();
  const full = count >= max;
  return (
    <div className="card-list__add">
      <Button ref={buttonRef} variant="secondary" onClick={onAdd} disabled={full || disabled} aria-describedby={countId}>
        {label}
      </Button>
      <p id={countId} className="field__hint">
        {full ? fullText : countText}
      </p>
    </div>
  );
}
