import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MSG } from '@kisa/shared';
import { ApiError } from './api-client';
import { clearFieldError, invalidFields, NO_FORM_ERROR, type FormErrorState } from './forms';

/**
 * The error every form shows: a message and the fields it marks invalid. A change to a
 * field clears what no longer holds (forms.ts clearFieldError), so a corrected field never
 * keeps a stale error. useForm is built on it; forms with their own state (the create
 * modal, the link editor's tabs) use it directly.
 */
export function useFormError<K extends string>() {
  const [state, setState] = useState<FormErrorState<K>>(NO_FORM_ERROR);
  const actions = useMemo(
    () => ({
      /** Shows `message` (null: none) on `fields`. */
      fail: (message: string | null, fields: readonly K[] = []) => setState({ error: message, invalid: fields }),
      clear: () => setState(NO_FORM_ERROR),
      /** Call from every field's onChange. */
      fieldChanged: (field: K) => setState((s) => clearFieldError(s, field)),
    }),
    [],
  );
  return { ...state, ...actions };
}

/**
 * Form state for the app's small forms (account screens, team dialogs): values, client
 * validation with the spec's messages (invalid fields marked, the first one focused), the
 * submit's busy flag and the server's error message, which `errorId` lets fields point to.
 * Changing a field clears the error about it (useFormError).
 */
export function useForm<K extends string>(initial: Record<K, string>, order: readonly K[], check: (v: Record<K, string>) => string | null) {
  const [values, setValues] = useState(initial);
  const { error, invalid, fail, clear, fieldChanged } = useFormError<K>();
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
        fieldChanged(name);
      },
      error: invalid.includes(name),
      'aria-describedby': invalid.includes(name) && error ? errorId : undefined,
    }),
    [values, invalid, error, errorId, fieldChanged],
  );

  /** Back to `next` (e.g. when a dialog opens again): no error, nothing marked, not busy. */
  const reset = (next: Record<K, string> = initial) => {
    setValues(next);
    clear();
    setBusy(false);
  };

  /** Wraps a submit: validates, focuses the first bad field, runs `action`, shows its ApiError (unless `onApiError` takes it). */
  const submit = (action: (v: Record<K, string>) => Promise<void>, onApiError?: (e: ApiError) => boolean) => async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = check(values);
    if (message) {
      const bad = invalidFields(message, values, order);
      fail(message, bad);
      const first = bad[0] ?? order[0];
      if (first) refs.current[first]?.focus();
      return;
    }
    clear();
    setBusy(true);
    try {
      await action(values);
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      if (!onApiError?.(apiError)) fail(apiError.message);
    } finally {
      setBusy(false);
    }
  };

  const setError = (message: string | null) => fail(message);
  return { values, setValues, field, submit, reset, error, setError, errorId, busy };
}
