import { Link, useParams } from 'react-router-dom';
import type { EditTab } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { ComingSoon } from '../../../components/layout';

const TABS: ReadonlyArray<{ tab: Exclude<EditTab, 'link'>; label: string; text: string }> = [
  { tab: 'title', label: 'Title', text: 'Change your link title.' },
  { tab: 'alias', label: 'Alias Name', text: 'Pick a custom alias, checked for availability as you type.' },
  { tab: 'target', label: 'Target Url', text: 'Change where the short link points.' },
  { tab: 'mobiletarget', label: 'Mobile Redirect', text: 'Send iOS, Android and desktop visitors to different targets, or open a deeplink.' },
  { tab: 'password', label: 'Password', text: 'Protect the link with a password gate.' },
  { tab: 'utm', label: 'UTM Generator', text: 'Track digital marketing campaigns using short link. Add UTM tags to see traffic data in Google Analytics etc.' },
  { tab: 'expiration', label: 'Expiration', text: 'Expire the link on a date or after a number of clicks, then send visitors elsewhere.' },
  { tab: 'qr', label: 'QR Code', text: 'QR Code Generator - Customize your QR Code.' },
];

/** /edit/:linkId and /edit/{tab}/:linkId — the link editor with its tabs. */
export function EditLinkPage({ tab }: { tab: EditTab }) {
  const { linkId = '' } = useParams();
  const current = TABS.find((t) => t.tab === (tab === 'link' ? 'title' : tab)) ?? TABS[0]!;
  return (
    <ComingSoon title={`Edit link · ${current.label}`} description={current.text}>
      <nav className="tabs" aria-label="Link settings">
        {TABS.map((t) => (
          <Link key={t.tab} to={paths.editTab(t.tab, linkId)} className="tab" aria-current={t.tab === current.tab ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
    </ComingSoon>
  );
}
