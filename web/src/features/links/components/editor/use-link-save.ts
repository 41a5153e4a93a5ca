import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { EDIT_REDIRECT_MS, MSG, type Link, type LinkPatch } from '@kisa/shared';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { useFormError } from '../../../../lib/use-form';
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
 * Saving one editor tab: PATCH the link, show the success message, then after
 * EDIT_REDIRECT_MS re-fetch the links and go to /user/dashboard (spec §4).
 */
export function useLinkSave<F extends string>(link: Link) {
  const [status, setStatus] = useState<{ busy: boolean; success: string | null }>({ busy: false, success: null });
  const form = useFormError<F>();
  const navigate = useNavigate();
  const refresh = useRefreshLinks();
  const { mutate } = useSWRConfig();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Shows a client-side rule's message on `fields`. */
  function reject(message: string, fields: readonly F[] = []) {
    form.fail(message, fields);
    setStatus({ busy: false, success: null });
  }

  async function save(patch: LinkPatch, onError?: (e: ApiError) => readonly F[] | void): Promise<Link | null> {
    if (status.busy || status.success) return null;
    form.clear();
    setStatus({ busy: true, success: null });
    try {
      const updated = await linksApi.update(link.id, patch);
      void mutate(linkKeys.one(link.id), updated, { revalidate: false });
      setStatus({ busy: false, success: MSG.linkSaved });
      timer.current = setTimeout(async () => {
        await refresh(link.id).catch(() => {});
        navigate(paths.dashboard);
      }, EDIT_REDIRECT_MS);
      return updated;
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      form.fail(e.message, onError?.(e) ?? []);
      setStatus({ busy: false, success: null });
      return null;
    }
  }

  const state: SaveState<F> = { ...status, error: form.error, invalid: form.invalid };
  // fieldChanged: call from every field's onChange (the shared form rule: a changed field drops its stale error).
  return { ...state, done: status.success !== null, save, reject, fieldChanged: form.fieldChanged };
}
