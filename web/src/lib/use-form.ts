import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MSG } from '@kisa/shared';
import { ApiError } from './api-client';
import { dropFieldErrors, errorsOn, firstError, invalidFields, NO_FORM_ERRORS, type FormErrors } from './forms';

/**
 * The errors of a form, under the one rule (forms.ts dropFieldErrors): a changed field drops
 * what was said about it, so no error outlives its correction. Every form of the app keeps its
 * errors here: useForm is built on it; forms with values of their own use it directly.
 * Read as one message (`error`, on the fields `invalid`) or a message per field (`errors`) and
 * one about the form as a whole (`formError`).
 */
export function useFormError<K extends string>() {
  const [state, setState] = useState<FormErrors<K>>(NO_FORM_ERRORS);
  const actions = useMemo(
    () => ({
      /** Shows `message` (null: none) on `fields`, or about the form as a whole when none is named. */
      fail: (message: string | null, fields: readonly K[] = []) => setState(errorsOn(message, fields)),
      /** Shows a message per field, and `form` about the form as a whole. */
      show: (fields: Partial<Record<K, string>>, form: string | null = null) => setState({ form, fields }),
      clear: () => setState(NO_FORM_ERRORS),
      /** Call from every field's onChange; without a field, a change to the form as a whole (an item added to a list). */
      fieldChanged: (field?: K) => setState((s) => dropFieldErrors(s, field)),
    }),
    [],
  );
  const invalid = useMemo(() => Object.keys(state.fields) as K[], [state.fields]);
  return { error: firstError(state), invalid, errors: state.fields, formError: state.form, ...actions };
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
