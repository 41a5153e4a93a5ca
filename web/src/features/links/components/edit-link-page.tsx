import { Link as RouterLink, useParams } from 'react-router-dom';
import type { EditTab } from '@/config/paths';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/layout';
import { ViewOnlyNotice } from '@/components/ui/view-only-notice';
import { useT } from '@/lib/i18n';
import { AliasTab } from './editor/alias-tab';
import { ExperimentTab } from './editor/experiment-tab';
import { ExpirationTab } from './editor/expiration-tab';
import { MobileTab } from './editor/mobile-tab';
import { PasswordTab } from './editor/password-tab';
import { PreviewTab } from './editor/preview-tab';
import { QrTab } from './editor/qr-tab';
import { TabNav } from './editor/tab-nav';
import { EDITOR_TABS, editorTab, type EditorTab } from './editor/tabs';
import { TargetTab } from './editor/target-tab';
import { TargetingTab } from './editor/targeting-tab';
import { TitleTab } from './editor/title-tab';
import { UtmTab } from './editor/utm-tab';
import { LinkPage } from './link-page';
import { ModerationNotice } from './moderation-notice';

const PANELS: Record<EditorTab, typeof TitleTab> = {
  title: TitleTab,
  alias: AliasTab,
  target: TargetTab,
  mobiletarget: MobileTab,
  targeting: TargetingTab,
  experiment: ExperimentTab,
  password: PasswordTab,
  utm: UtmTab,
  expiration: ExpirationTab,
  preview: PreviewTab,
  qr: QrTab,
};

/** /edit/:linkId and /edit/{tab}/:linkId — the link editor: shared header, tabs, one panel. */
export function EditLinkPage({ tab }: { tab: EditTab }) {
  const { linkId = '' } = useParams();
  const t = useT();
  const current = editorTab(tab);
  const label = EDITOR_TABS.find((e) => e.tab === current)?.label ?? 'editor.tab.title';
  useDocumentTitle(t('editor.documentTitle', { tab: t(label) }));
  const Panel = PANELS[current];

  return (
    <LinkPage
      linkId={linkId}
      actions={(link) => (
        <RouterLink to={paths.insight(link.id)} className="btn btn--secondary btn--md">
          {t('links.page.insight')}
        </RouterLink>
      )}
    >
      {(link) => (
        <>
          {/* A flagged or disabled link says so above every tab: what visitors get and what to do. */}
          <ModerationNotice link={link} />
          <ViewOnlyNotice scope="links:write" />
          <div className="editor-layout">
            <TabNav linkId={link.id} current={current} />
            {/* key: a fresh form when the link changes (e.g. after another tab saved). */}
            <Panel key={`${link.id}:${current}`} link={link} />
          </div>
        </>
      )}
    </LinkPage>
  );
}
