import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { MSG } from '@kisa/shared';
import { ApiError } from './api-client';
import { invalidFields } from './forms';

/**
 * Form state for the app's small forms (account screens, team dialogs): values, client
 * validation with the spec's messages (invalid fields marked, the first one focused), the
 * submit's busy flag and the server's error message, which `errorId` lets fields point to.
 */
export function useForm<K extends string>(initial: Record<K, string>, order: readonly K[], check: (v: Record<K, string>) => string | null) {
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
      onChange: (e: { target: { value: string } }) => {
        const v = e.target.value;
        setValues((prev) => ({ ...prev, [name]: v }));
        if (invalid.includes(name)) setInvalid((list) => list.filter((k) => k !== name));
      },
      error: invalid.includes(name),
      'aria-describedby': invalid.includes(name) && error ? errorId : undefined,
    }),
    [values, invalid, error, errorId],
  );

  /** Back to `next` (e.g. when a dialog opens again): no error, nothing marked, not busy. */
  const reset = (next: Record<K, string> = initial) => {
    setValues(next);
    setError(null);
    setInvalid([]);
    setBusy(false);
  };

  /** Wraps a submit: validates, focuses the first bad field, runs `action`, shows its ApiError (unless `onApiError` takes it). */
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

  return { values, setValues, field, submit, reset, error, setError, errorId, busy };
}
