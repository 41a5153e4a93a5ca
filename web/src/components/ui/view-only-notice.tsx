import { ROLE_MSG, type Scope } from '@kisa/shared';
import { useCan } from '@/lib/use-can';
import { Alert } from './alert';

/** Says the page is read-only when the caller may not make its changes (`scope`); nothing otherwise. */
export function ViewOnlyNotice({ scope }: { scope: Scope }) {
  const allowed = useCan(scope);
  if (allowed) return null;
  return <Alert tone="info">{ROLE_MSG.viewOnly}</Alert>;
}
