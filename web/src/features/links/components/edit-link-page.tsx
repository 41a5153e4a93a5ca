import { Link as RouterLink, useParams } from 'react-router-dom';
import type { EditTab } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../components/layout';
import { Alert, Button, Card } from '../../../components/ui';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { MSG } from '@kisa/shared';
import { useLink } from '../api/links';
import { AliasTab } from './editor/alias-tab';
import { ExpirationTab } from './editor/expiration-tab';
import { LinkHeader } from './editor/link-header';
import { MobileTab } from './editor/mobile-tab';
import { PasswordTab } from './editor/password-tab';
import { QrTab } from './editor/qr-tab';
import { TabNav } from './editor/tab-nav';
import { EDITOR_TABS, editorTab, type EditorTab } from './editor/tabs';
import { TargetTab } from './editor/target-tab';
import { TitleTab } from './editor/title-tab';
import { UtmTab } from './editor/utm-tab';
import { LinkIcon } from './icons';
import '../links.css';

const PANELS: Record<EditorTab, typeof TitleTab> = {
  title: TitleTab,
  alias: AliasTab,
  target: TargetTab,
  mobiletarget: MobileTab,
  password: PasswordTab,
  utm: UtmTab,
  expiration: ExpirationTab,
  qr: QrTab,
};

/** /edit/:linkId and /edit/{tab}/:linkId — the link editor: shared header, tabs, one panel. */
export function EditLinkPage({ tab }: { tab: EditTab }) {
  const { linkId = '' } = useParams();
  const current = editorTab(tab);
  const label = EDITOR_TABS.find((t) => t.tab === current)?.label ?? 'Title';
  useDocumentTitle(`Edit link · ${label}`);
  const { data: link, error, isLoading, mutate, isValidating } = useLink(linkId);
  const Panel = PANELS[current];

  let content;
  if (link) {
    content = (
      <>
        <LinkHeader link={link} />
        <div className="editor-layout">
          <TabNav linkId={link.id} current={current} />
          {/* key: a fresh form when the link changes (e.g. after another tab saved). */}
          <Panel key={`${link.id}:${current}`} link={link} />
        </div>
      </>
    );
  } else if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    content = (
      <Card>
        <Alert tone="error" title={notFound ? MSG.linkNotFound : 'The link could not be loaded'}>
          <p>{notFound ? 'It may have been deleted, or it belongs to another team.' : (error as Error).message}</p>
          {!notFound && (
            <Button variant="secondary" className="alert__action" onClick={() => void mutate()} loading={isValidating}>
              Retry
            </Button>
          )}
        </Alert>
      </Card>
    );
  } else if (isLoading || !link) {
    content = (
      <Card className="editor-header" role="status" aria-label="Loading the link">
        <Skeleton width={48} height={48} />
        <div className="editor-header__text">
          <Skeleton width={240} height={22} />
          <Skeleton width={320} />
          <Skeleton width={160} />
        </div>
      </Card>
    );
  }

  return (
    <div className="page editor">
      <RouterLink to={paths.dashboard} className="back-link">
        <LinkIcon name="back" size={16} />
        Back to dashboard
      </RouterLink>
      {content}
    </div>
  );
}
