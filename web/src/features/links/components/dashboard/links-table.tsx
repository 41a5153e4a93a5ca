import { Link as RouterLink } from 'react-router-dom';
import { MSG, type Link } from '@kisa/shared';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import '@/components/ui/data-table.css';
import { DateText } from '@/components/ui/date-text';
import { clicksOrder } from '@/lib/format';
import { shortLabel } from '@/lib/short-links';
import { LinkCell } from '@/components/ui/link-cell';
import { TagChips } from '@/components/tags/tag-chip';
import { ClicksLink, LinkTable, ShortLink } from '@/components/ui/link-table';
import { Icon } from '@/components/ui/icon';
import { LinkBadges } from './link-badges';
import { ModerationBadge } from '../moderation-notice';
import { useLocalize, useT } from '@/lib/i18n';

export interface RowActions {
  onCopy: (link: Link) => void;
  onQr: (link: Link) => void;
  /** Absent when the caller may not delete links (a viewer): no Delete button. */
  onDelete?: (link: Link) => void;
  /** The short link was opened (counts refresh a little later). */
  onVisit?: (link: Link) => void;
}

/** The links table: favicon, title, target and tags, short link, clicks (to the insight), created, actions. */
export function LinksTable({ links, actions, caption }: { links: Link[]; actions: RowActions; caption: string }) {
  const t = useT();
  return (
    <LinkTable caption={caption} clicksHint={t('links.table.clicksHint')} className="links-table">
      {links.map((link) => (
        <LinkRow key={link.id} link={link} actions={actions} />
      ))}
    </LinkTable>
  );
}

function LinkRow({ link, actions }: { link: Link; actions: RowActions }) {
  const label = shortLabel(link.shortUrl, link.domain);
  const name = link.title || label;
  const t = useT();
  const localize = useLocalize();
  return (
    <tr data-link-id={link.id}>
      <td>
        <LinkCell title={name} target={link.longUrl} to={paths.editTitleDefault(link.id)} meta={<TagChips tags={link.tags} />}>
          <LinkBadges link={link} />
          <ModerationBadge link={link} />
        </LinkCell>
      </td>
      <td>
        <ShortLink alias={link.shortUrl} domain={link.domain} onVisit={() => actions.onVisit?.(link)} />
      </td>
      <td className="dt-num" data-label={t('links.table.clicks')} data-note={clicksOrder()}>
        <ClicksLink linkId={link.id} unique={link.uniqueClicks} total={link.totalClicks} label={label} />
      </td>
      <td className="nowrap">
        <DateText iso={link.createdAt} />
        {/* The team shares links: who made it, or 'Unknown User' once that member is gone. */}
        <span className="link-creator muted">{link.createdBy?.name ?? localize(MSG.unknownUser)}</span>
      </td>
      <td className="dt-actions">
        <div className="row-actions">
          <button
            type="button"
            className="dt-icon-btn"
            onClick={() => actions.onCopy(link)}
            aria-label={t('links.row.copy', { label })}
            title={t('links.row.copyTitle')}
          >
            <Icon name="copy" />
          </button>
          <button
            type="button"
            className="dt-icon-btn"
            onClick={() => actions.onQr(link)}
            aria-label={t('links.row.qr', { label })}
            title={t('links.row.qrTitle')}
          >
            <Icon name="qr" />
          </button>
          <RouterLink to={paths.editTitleDefault(link.id)} className="dt-icon-btn" aria-label={t('links.row.edit', { label })} title={t('common.edit')}>
            <Icon name="edit" />
          </RouterLink>
          {actions.onDelete && (
            <button
              type="button"
              className="dt-icon-btn dt-icon-btn--danger"
              onClick={() => actions.onDelete?.(link)}
              aria-label={t('links.row.delete', { label })}
              title={t('common.delete')}
            >
              <Icon name="trash" />
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** Placeholder rows while the first page loads. */
export function LinksTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="dt-wrap">
      <table className="dt dt--stacked links-table">
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, identical and never reordered
            <tr key={i}>
              <td>
                <div className="link-cell">
                  <Skeleton width={32} height={32} />
                  <div className="link-cell__text">
                    <Skeleton width={`${50 + ((i * 17) % 40)}%`} />
                    <Skeleton width="70%" height={12} />
                  </div>
                </div>
              </td>
              <td>
                <Skeleton width={120} />
              </td>
              <td>
                <Skeleton width={50} />
              </td>
              <td>
                <Skeleton width={80} />
              </td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
