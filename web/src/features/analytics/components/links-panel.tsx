import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ANALYTICS_PAGE_SIZE, MSG, type LinkRankItem } from '@kisa/shared';
import { paths } from '@/config/paths';
import { Card } from '@/components/ui';
import { LinkCell } from '@/components/ui/link-cell';
import { ClickCounts, ClicksLink, LinkTable } from '@/components/ui/link-table';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { DateText } from '@/components/ui/date-text';
import { ApiError } from '@/lib/api-client';
import { clicksText, formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { shortLabel, shortLabelOfUrl, shortUrlOf } from '@/lib/short-links';
import { buildUtmUrl } from '@/lib/utm';
import { useLinkDetails } from '../api/analytics';
import { Icon } from '@/components/ui/icon';

/**
 * The links clicked in the range, most clicked first, 5 per page. The analytics answer has
 * id, alias, title and counts; each shown row reads its link (`GET /api/links/{id}`, cached
 * with the editor's) for the favicon, target with UTM tags, created time, creator and the
 * domain its short link is on (the platform's until the link is read). On a shared dashboard
 * (`readOnly`) a row shows only what the answer has: no link is read, nothing leads into the app.
 */
export function LinksPanel({ links, readOnly = false }: { links: readonly LinkRankItem[]; readOnly?: boolean }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(links);
  if (seen !== links) {
    setSeen(links);
    setPage(1);
  }
  const headingId = useId();
  const pages = Math.max(1, Math.ceil(links.length / ANALYTICS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = links.slice((current - 1) * ANALYTICS_PAGE_SIZE, current * ANALYTICS_PAGE_SIZE);
  return (
    <Card padded={false} className="an-panel an-panel--wide" role="region" aria-labelledby={headingId}>
      <div className="card__toolbar">
        <h2 id={headingId} className="card__title">
          {t('analytics.links.title')}
        </h2>
        <span className="muted">{t('analytics.links.count', { n: links.length, count: formatCount(links.length) })}</span>
      </div>
      <LinkTable caption={t('analytics.links.caption', { page: current, pages })} clicksHint={t('analytics.links.clicksHint')} className="an-links-table">
        {shown.map((l) => (readOnly ? <SharedLinkRow key={l.id} item={l} /> : <LinkRow key={l.id} item={l} />))}
      </LinkTable>
      {pages > 1 && (
        <div className="card__footer">
          <span />
          <Pagination page={current} totalPages={pages} onChange={setPage} siblings={1} label={t('analytics.links.pages')} />
        </div>
      )}
    </Card>
  );
}

function LinkRow({ item }: { item: LinkRankItem }) {
  const t = useT();
  const { data: link, error } = useLinkDetails(item.id);
  const gone = error instanceof ApiError && error.status === 404;
  const label = shortLabel(item.shortUrl, link?.domain);
  const title = link?.title || item.title || label;
  return (
    <tr>
      <td>
        {link ? (
          <LinkCell title={title} target={buildUtmUrl(link.longUrl, link.utm)} to={paths.editTitleDefault(item.id)} />
        ) : (
          <div className="link-cell">
            <Skeleton width={32} height={32} />
            <div className="link-cell__text">
              <span className="link-cell__title">{title}</span>
              {gone ? (
                <span className="muted an-links-table__gone">{t('analytics.links.deleted')}</span>
              ) : error ? (
                <span className="muted">{t('analytics.links.unavailable')}</span>
              ) : (
                <Skeleton width={180} height={12} />
              )}
            </div>
          </div>
        )}
      </td>
      <td>
        <a href={shortUrlOf(item.shortUrl, link?.domain)} className="short-link" target="_blank" rel="noopener">
          {label}
          <span className="sr-only">{t('analytics.links.newTab')}</span>
        </a>
      </td>
      <td className="dt-num">
        {gone ? (
          <span title={clicksText(item.unique, item.total)}>
            <ClickCounts unique={item.unique} total={item.total} />
          </span>
        ) : (
          <ClicksLink linkId={item.id} unique={item.unique} total={item.total} label={label} />
        )}
      </td>
      <td className="nowrap">
        {link ? (
          <>
            {/* The date as the dashboard shows it (one date style in the app), the time on hover. */}
            <DateText iso={link.createdAt} />
            <span className="badge badge--soft an-creator">{link.createdBy?.name ?? MSG.unknownUser}</span>
          </>
        ) : gone || error ? (
          <span className="muted">—</span>
        ) : (
          <Skeleton width={90} />
        )}
      </td>
      <td className="dt-actions">
        {!gone && (
          <RouterLink
            to={paths.editTitleDefault(item.id)}
            className="dt-icon-btn"
            aria-label={t('analytics.links.edit', { label })}
            title={t('analytics.links.editTitle')}
          >
            <Icon name="edit" size={18} strokeWidth={2} />
          </RouterLink>
        )}
      </td>
    </tr>
  );
}

/** A shared dashboard's row: the title, the short link and the clicks the answer has (its reader may not read links). */
function SharedLinkRow({ item }: { item: LinkRankItem }) {
  const t = useT();
  const label = item.shortLink ? shortLabelOfUrl(item.shortLink) : '';
  return (
    <tr>
      <td>
        <div className="link-cell">
          <div className="link-cell__text">
            <span className="link-cell__title">{item.title || label}</span>
            {!item.shortUrl && <span className="muted an-links-table__gone">{t('analytics.links.deleted')}</span>}
          </div>
        </div>
      </td>
      <td>
        {item.shortLink ? (
          <a href={item.shortLink} className="short-link" target="_blank" rel="noopener">
            {label}
            <span className="sr-only">{t('analytics.links.newTab')}</span>
          </a>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td className="dt-num">
        <ClickCounts unique={item.unique} total={item.total} />
      </td>
      <td className="nowrap">
        <span className="muted">—</span>
      </td>
      <td className="dt-actions" />
    </tr>
  );
}
