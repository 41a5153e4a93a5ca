import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BULK_TAGS_COLUMN, TAGS_PER_LINK_MAX, TAGS_PER_TEAM_MAX, type Tag } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, RowAction } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { TagChip } from '@/components/tags/tag-chip';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/use-can';
import { tagFilterSearch } from '@/components/tags/tag-filter';
import { nextTagColour } from '@/components/tags/tag-colours';
import { ViewOnlyNotice } from '@/components/ui/view-only-notice';
import { useTeamTags, withTag, withoutTag } from '@/components/tags/use-team-tags';
import { tagsApi } from '../api/tags';
import { byName, deleteTagText, linksText, tagPatch } from '../lib/tag-text';
import { Icon } from '@/components/ui/icon';
import { TagForm } from './tag-form';
import './tags.css';

/**
 * /e/tags (Settings → Tags): the team's tags — colour, name, how many links carry
 * each (a link to the dashboard filtered by it) — with a form to add one (name and colour),
 * an edit dialog to rename or recolour one (any member), and delete with a confirmation
 * (owners and admins only: others see no delete button; viewers only look).
 */
export function TagsPage() {
  // Members create, rename and recolour; owners and admins delete; viewers look.
  const t = useT();
  const canWrite = useCan('tags:write');
  const canDelete = useCan('tags:delete');
  const tags = useTeamTags();
  const toast = useToast();
  const list = tags.data;
  const items = list ? byName(list.items) : [];
  const [editing, setEditing] = useState<Tag | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const full = (list?.items.length ?? 0) >= TAGS_PER_TEAM_MAX;

  const changed = (tag: Tag) => void tags.mutate((current) => withTag(current, tag), { revalidate: false });

  const removal = useConfirmDialog<Tag>({
    run: (tag) => tagsApi.remove(tag.id),
    done: ({ id, name }) => {
      toast(t('tags.deleted', { name }));
      void tags.mutate((current) => withoutTag(current, id), { revalidate: false });
      // Its row (and the Delete button) is gone: the focus goes to the list's heading.
      setTimeout(() => listHeading.current?.focus(), 0);
    },
    failed: () => void tags.mutate(),
  });
  const deleting = removal.item;

  let body: ReactNode;
  if (!list) {
    body = (
      <ListPending className="tags-card__state" source={tags} errorTitle={t('tags.loadError')} label={t('tags.loading')} columns={[120, '30%', 90]} rows={3} />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={<Icon name="tag" size={30} />} title={t('tags.emptyTitle')}>
        <p>
          {t('tags.emptyBefore', { max: TAGS_PER_LINK_MAX })}
          <code>{BULK_TAGS_COLUMN}</code>
          {t('tags.emptyAfter')}
        </p>
        <p>{t('tags.emptyCreate')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        caption={t('tags.caption', { n: items.length })}
        className="tags-table"
        stacked
        columns={[
          { label: t('tags.col.tag') },
          { label: t('tags.col.links'), kind: 'numeric' },
          { label: t('tags.col.created') },
          { label: <span className="sr-only">{t('tags.col.actions')}</span>, kind: 'actions' },
        ]}
      >
        {items.map((tag) => (
          <tr key={tag.id} data-tag-id={tag.id}>
            <td>
              <TagChip tag={tag} />
            </td>
            <td className="dt-num" data-label={t('tags.col.links')}>
              {tag.links === 0 ? (
                <span className="muted">{linksText(0)}</span>
              ) : (
                <RouterLink
                  to={`${paths.dashboard}${tagFilterSearch([tag.id])}`}
                  className="tags-table__count"
                  aria-label={t('tags.linksShow', { links: linksText(tag.links), name: tag.name })}
                >
                  {linksText(tag.links)}
                </RouterLink>
              )}
            </td>
            <td className="nowrap" data-label={t('tags.col.created')}>
              <DateText iso={tag.createdAt} />
            </td>
            <td className="dt-actions">
              <div className="row-actions">
                {canWrite && (
                  <RowAction label={t('tags.edit', { name: tag.name })} onClick={() => setEditing(tag)}>
                    <Icon name="edit" />
                  </RowAction>
                )}
                {canDelete && (
                  <RowAction label={t('tags.delete', { name: tag.name })} tone="danger" onClick={() => removal.ask(tag)}>
                    <Icon name="trash" />
                  </RowAction>
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('tags.title')} description={t('tags.description')} />
      <SettingsTabs />
      <ViewOnlyNotice scope="tags:write" />
      {canWrite && (
        <Card aria-labelledby="add-tag-title">
          <div className="section-head">
            <div>
              <h2 id="add-tag-title">{t('tags.createTitle')}</h2>
              <p className="muted">{t('tags.createNote')}</p>
            </div>
          </div>
          {full ? (
            <Alert tone="info">{t('tags.full', { max: TAGS_PER_TEAM_MAX })}</Alert>
          ) : (
            <TagForm
              id="create-tag-form"
              label={t('tags.createTitle')}
              tags={list?.items ?? []}
              initial={{ name: '', color: nextTagColour((list?.items ?? []).map((tag) => tag.color)) }}
              submitLabel={t('tags.createSubmit')}
              onSubmit={async (name, color) => {
                const tag = await tagsApi.create({ name, color });
                changed(tag);
                toast(t('tags.created', { name: tag.name }));
                return true;
              }}
            />
          )}
        </Card>
      )}

      <Card padded={false} className="tags-card" aria-labelledby="tags-title" aria-busy={!list && !tags.error}>
        <div className="card__toolbar">
          <h2 id="tags-title" ref={listHeading} tabIndex={-1} className="card__title">
            {t('tags.listTitle')}
          </h2>
          {list && items.length > 0 && <span className="muted">{t('tags.count', { n: items.length })}</span>}
        </div>
        {body}
      </Card>

      <Modal
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing ? t('tags.editTitleNamed', { name: editing.name }) : t('tags.editTitle')}
        description={t('tags.editDescription')}
      >
        {editing && (
          <TagForm
            id="edit-tag-form"
            label={t('tags.editTitle')}
            tags={list?.items ?? []}
            initial={{ name: editing.name, color: editing.color }}
            except={editing.id}
            submitLabel={t('common.save')}
            autoFocus
            actions={
              <button type="button" className="btn btn--secondary btn--md" onClick={() => setEditing(null)}>
                <span>{t('common.cancel')}</span>
              </button>
            }
            onSubmit={async (name, color) => {
              const patch = tagPatch(editing, name, color);
              if (patch) {
                const tag = await tagsApi.update(editing.id, patch);
                changed(tag);
                toast(t('tags.saved', { name: tag.name }));
              }
              setEditing(null);
              return false;
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        title={deleting ? t('tags.deleteTitleNamed', { name: deleting.name }) : t('tags.deleteTitle')}
        confirmLabel={t('tags.deleteConfirm')}
        {...removal.dialog}
      >
        {deleting && <p>{deleteTagText(items.find((tag) => tag.id === deleting.id) ?? deleting)}</p>}
      </ConfirmDialog>
    </div>
  );
}
