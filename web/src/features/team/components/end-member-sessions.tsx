import type { Member } from '@kisa/shared';
import { useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';
import { teamApi } from '../api/team';

/**
 * "End sessions" of a member (owners and admins; an owner's only by an owner — the API's answer
 * shows in the dialog otherwise): every device they are signed in on is signed out at its next
 * request. Their API keys stay (revoke those under Settings → API keys). `ask(member)` opens it.
 */
export function useEndMemberSessions() {
  const t = useT();
  const toast = useToast();
  const ending = useConfirmDialog<Member, { ended: number }>({
    run: (m) => teamApi.endSessions(m.id),
    done: (m, result) => toast(t('team.endMember.done', { n: result.ended, name: m.name })),
  });
  const dialog = (
    <ConfirmDialog title={t('team.endMember.title')} confirmLabel={t('team.endMember.confirm')} {...ending.dialog}>
      {ending.item && <p>{richText(t, 'team.endMember.text', { name: <strong>{ending.item.name}</strong> })}</p>}
    </ConfirmDialog>
  );
  return { ask: ending.ask, dialog };
}
