import { PAGINATION_SIBLINGS, type Link } from '@kisa/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { DateText } from '@/components/ui/date-text';
import { LinkCell } from '@/components/ui/link-cell';
import { ClicksLink, LinkTable, ShortLink } from '@/components/ui/link-table';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { TagChips } from '@/components/tags/tag-chip';
import { paths } from '@/config/paths';
import { clicksOrder, formatCount } from '@/lib/format';
import { shortLabel } from '@/lib/short-links';
import { useT } from '@/lib/i18n';
import { CAMPAIGN_LINKS_PAGE_SIZE, useCampaignLinks } from '../api/campaigns';

/**
 * The campaign's links, 10 a page in the file's order: each with its tags, its unique / total clicks
 * linking to its insight (/insight/{id}), the short link, created date and an Edit link.
 * Refreshed with the campaign's totals (every few seconds while the page is open).
 */
export function CampaignLinks({ campaignId, page, onPage }: { campaignId: string; page: number; onPage: (page: number) => void }) {
  const t = useT();
  const { data, error, isValidating, mutate } = useCampaignLinks(campaignId, page);
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / CAMPAIGN_LINKS_PAGE_SIZE));
  const heading = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);

  // Past the last page (a link deleted meanwhile): go to the last page.
  useEffect(() => {
    if (data && page > totalPages) onPage(totalPages);
  }, [data, page, totalPages, onPage]);
  // After a page change, focus goes back to the table's heading (keyboard users stay oriented).
  // biome-ignore lint/correctness/useExhaustiveDependencies: page is the trigger: a page turned
  useEffect(() => {
    if (turned.current && data) heading.current?.focus();
    turned.current = false;
  }, [data, page]);

  let body: ReactNode;
  if (!data && error) {
    body = (
      <div className="campaign-links__state">
        <LoadError title={t('campaigns.links.loadError')} source={{ error, isValidating, mutate }} />
      </div>
    );
  } else if (!data) {
    body = <CampaignLinksSkeleton />;
  } else if (data.items.length === 0) {
    body = <p className="campaign-links__state muted">{t('campaigns.links.empty')}</p>;
  } else {
    body = (
      <>
        <LinkTable
          caption={t('campaigns.links.caption', { page: Math.min(page, totalPages), pages: totalPages })}
          clicksHint={t('campaigns.links.clicksHint')}
          className="campaign-links__table"
        >
          {data.items.map((link) => (
            <CampaignLinkRow key={link.id} link={link} />
          ))}
        </LinkTable>
        <div className="card__footer">
          <span className="muted">{t('campaigns.links.count', { n: total, count: formatCount(total) })}</span>
          <Pagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            siblings={PAGINATION_SIBLINGS}
            label={t('campaigns.links.pages')}
            onChange={(p) => {
              turned.current = true;
              onPage(p);
            }}
          />
        </div>
      </>
    );
  }

  return (
    <Card padded={false} className="campaign-links" aria-busy={!data && !error}>
      <div className="card__toolbar">
        <h2 ref={heading} className="card__title" tabIndex={-1}>
          {t('campaigns.links.title')}
        </h2>
        {isValidating && data && <Spinner label={t('campaigns.links.updating')} />}
      </div>
      {body}
    </Card>
  );
}

function CampaignLinkRow({ link }: { link: Link }) {
  const t = useT();
  const label = shortLabel(link.shortUrl, link.domain);
  return (
    <tr data-link-id={link.id}>
      <td>
        <LinkCell title={link.title || label} target={link.longUrl} to={paths.insight(link.id)} meta={<TagChips tags={link.tags} />} />
      </td>
      <td>
        <ShortLink alias={link.shortUrl} domain={link.domain} />
      </td>
      <td className="dt-num" data-label={t('campaigns.links.clicks')} data-note={clicksOrder()}>
        <ClicksLink linkId={link.id} unique={link.uniqueClicks} total={link.totalClicks} label={label} />
      </td>
      <td className="nowrap" data-label={t('campaigns.links.created')}>
        <DateText iso={link.createdAt} />
      </td>
      <td className="dt-actions">
        <RouterLink
          to={paths.editTitleDefault(link.id)}
          className="btn btn--ghost btn--md campaign-links__edit"
          aria-label={t('campaigns.links.editLabel', { link: label })}
        >
          {t('common.edit')}
        </RouterLink>
      </td>
    </tr>
  );
}

/** Placeholder rows while the first page of links loads. */
function CampaignLinksSkeleton() {
  const t = useT();
  return (
    <SkeletonRegion label={t('campaigns.links.loading')} className="campaign-links__skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, never reordered
        <div key={i} className="campaign-links__skeleton-row">
          <Skeleton width={32} height={32} />
          <div className="campaign-links__skeleton-text">
            <Skeleton width={`${50 + ((i * 17) % 40)}%`} />
            <Skeleton width="70%" height={12} />
          </div>
          <Skeleton width={70} />
        </div>
      ))}
    </SkeletonRegion>
  );
}
