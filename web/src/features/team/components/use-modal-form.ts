import { useRef, useState, type FormEvent } from 'react';
import { invalidFields } from '../../../lib/forms';

/**
 * Form state for the team modals: values, the shared check's message (first invalid field
 * marked and focused), the busy flag and the server's error message, shown in red.
 */
export function useModalForm<K extends string>(initial: Record<K, string>, order: readonly K[], check: (v: Record<K, string>) => string | null) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<K[]>([]);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  const field = (name: K) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
    onChange: (e: { target: { value: string } }) => {
      const v = e.target.value;
      setValues((prev) => ({ ...prev, [name]: v }));
      if (invalid.includes(name)) setInvalid((list) => list.filter((k) => k !== name));
    },
    error: invalid.includes(name),
  });

  const reset = (next: Record<K, string> = initial) => {
    setValues(next);
    setError(null);
    setInvalid([]);
    setBusy(false);
  };

  const submit = (action: (v: Record<K, string>) => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = check(values);
    if (message) {
      const bad = invalidFields(message, values, order);
      setError(message);
      setInvalid(bad);
      if (bad[0]) refs.current[bad[0]]?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await action(values);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { values, field, error, busy, submit, reset };
}
