import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { invalidFields } from '../../../lib/forms';
import { MSG } from '@kisa/shared';

/**
 * Form state for the account screens: values, client validation with the spec's messages
 * (first invalid field focused), the submit's busy flag and the server's error message.
 */
export function useAuthForm<K extends string>(initial: Record<K, string>, order: readonly K[], check: (v: Record<K, string>) => string | null) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<K[]>([]);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const errorId = useId();

  const field = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      ref: (el: HTMLInputElement | null) => {
        refs.current[name] = el;
      },
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const v = e.target.value;
        setValues((prev) => ({ ...prev, [name]: v }));
        if (invalid.includes(name)) setInvalid((list) => list.filter((k) => k !== name));
      },
      error: invalid.includes(name),
      'aria-describedby': invalid.includes(name) && error ? errorId : undefined,
    }),
    [values, invalid, error, errorId],
  );

  /** Wraps a submit: validates, focuses the first bad field, runs `action`, maps ApiError. */
  const submit = (action: (v: Record<K, string>) => Promise<void>, onApiError?: (e: ApiError) => boolean) => async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = check(values);
    if (message) {
      const bad = invalidFields(message, values, order);
      setError(message);
      setInvalid(bad);
      const first = bad[0] ?? order[0];
      if (first) refs.current[first]?.focus();
      return;
    }
    setError(null);
    setInvalid([]);
    setBusy(true);
    try {
      await action(values);
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      if (!onApiError?.(apiError)) setError(apiError.message);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, field, submit, error, setError, errorId, busy };
}
