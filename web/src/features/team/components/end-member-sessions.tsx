import type { Member } from '@kisa/shared';
import { useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { teamApi } from '../api/team';

/**
 * "End sessions" of a member (owners and admins; an owner's only by an owner — the API's answer
 * shows in the dialog otherwise): every device they are signed in on is signed out at its next
 * request. Their API keys stay (revoke those under Settings → API keys). `ask(member)` opens it.
 */
export function useEndMemberSessions() {
  const toast = useToast();
  const ending = useConfirmDialog<Member, { ended: number }>({
    run: (m) => teamApi.endSessions(m.id),
    done: (m, result) => toast(result.ended === 1 ? `${m.name} was signed out on one device.` : `${m.name} was signed out on ${result.ended} devices.`),
  });
  const dialog = (
    <ConfirmDialog title="End this member's sessions?" confirmLabel="End sessions" {...ending.dialog}>
      {ending.item && (
        <p>
          <strong>{ending.item.name}</strong> will be signed out everywhere at their next request, and must sign in again. Their API keys keep working.
        </p>
      )}
    </ConfirmDialog>
  );
  return { ask: ending.ask, dialog };
}
