import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TAGS_PER_LINK_MAX, TAGS_PER_TEAM_MAX, type Tag } from '@kisa/shared';
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
import { formatCount } from '@/lib/format';
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
      toast(`The tag “${name}” has been deleted.`);
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
      <ListPending
        className="tags-card__state"
        source={tags}
        errorTitle="Your tags could not be loaded"
        label="Loading your tags"
        columns={[120, '30%', 90]}
        rows={3}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={<Icon name="tag" size={30} />} title="No tags yet">
        <p>
          Tags are your team's labels for links — a campaign, a channel, a client, a season. Put up to {TAGS_PER_LINK_MAX} on a link when you create or edit it,
          or in a bulk file's <code>tags</code> column, then filter the dashboard by them.
        </p>
        <p>Create your first tag above, or type a new name in a link's Tags field.</p>
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        caption={`Your team's ${items.length === 1 ? 'tag' : `${formatCount(items.length)} tags`}, by name`}
        className="tags-table"
        stacked
        columns={[
          { label: 'Tag' },
          { label: 'Links', kind: 'numeric' },
          { label: 'Created' },
          { label: <span className="sr-only">Actions</span>, kind: 'actions' },
        ]}
      >
        {items.map((tag) => (
          <tr key={tag.id} data-tag-id={tag.id}>
            <td>
              <TagChip tag={tag} />
            </td>
            <td className="dt-num" data-label="Links">
              {tag.links === 0 ? (
                <span className="muted">No links</span>
              ) : (
                <RouterLink
                  to={`${paths.dashboard}${tagFilterSearch([tag.id])}`}
                  className="tags-table__count"
                  aria-label={`${linksText(tag.links)} tagged ${tag.name}: show them on the dashboard`}
                >
                  {linksText(tag.links)}
                </RouterLink>
              )}
            </td>
            <td className="nowrap" data-label="Created">
              <DateText iso={tag.createdAt} />
            </td>
            <td className="dt-actions">
              <div className="row-actions">
                {canWrite && (
                  <RowAction label={`Edit tag ${tag.name}`} onClick={() => setEditing(tag)}>
                    <Icon name="edit" />
                  </RowAction>
                )}
                {canDelete && (
                  <RowAction label={`Delete tag ${tag.name}`} tone="danger" onClick={() => removal.ask(tag)}>
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
      <PageHeader title="Tags" description="Label your team's links, then find them by label: on the dashboard, in bulk files and through the API." />
      <SettingsTabs />
      <ViewOnlyNotice scope="tags:write" />
      {canWrite && (
        <Card aria-labelledby="add-tag-title">
          <div className="section-head">
            <div>
              <h2 id="add-tag-title">Create a tag</h2>
              <p className="muted">Every member of the team can create, rename and recolour tags; only owners and admins can delete them.</p>
            </div>
          </div>
          {full ? (
            <Alert tone="info">Your team has {formatCount(TAGS_PER_TEAM_MAX)} tags, the most a team can have: delete one to make room.</Alert>
          ) : (
            <TagForm
              id="create-tag-form"
              label="Create a tag"
              tags={list?.items ?? []}
              initial={{ name: '', color: nextTagColour((list?.items ?? []).map((t) => t.color)) }}
              submitLabel="Create tag"
              onSubmit={async (name, color) => {
                const tag = await tagsApi.create({ name, color });
                changed(tag);
                toast(`The tag “${tag.name}” has been created.`);
                return true;
              }}
            />
          )}
        </Card>
      )}

      <Card padded={false} className="tags-card" aria-labelledby="tags-title" aria-busy={!list && !tags.error}>
        <div className="card__toolbar">
          <h2 id="tags-title" ref={listHeading} tabIndex={-1} className="card__title">
            Your tags
          </h2>
          {list && items.length > 0 && <span className="muted">{items.length === 1 ? '1 tag' : `${formatCount(items.length)} tags`}</span>}
        </div>
        {body}
      </Card>

      <Modal
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing ? `Edit tag “${editing.name}”` : 'Edit tag'}
        description="Its links show the new name and colour at once."
      >
        {editing && (
          <TagForm
            id="edit-tag-form"
            label="Edit tag"
            tags={list?.items ?? []}
            initial={{ name: editing.name, color: editing.color }}
            except={editing.id}
            submitLabel="Save"
            autoFocus
            actions={
              <button type="button" className="btn btn--secondary btn--md" onClick={() => setEditing(null)}>
                <span>Cancel</span>
              </button>
            }
            onSubmit={async (name, color) => {
              const patch = tagPatch(editing, name, color);
              if (patch) {
                const tag = await tagsApi.update(editing.id, patch);
                changed(tag);
                toast(`The tag “${tag.name}” has been saved.`);
              }
              setEditing(null);
              return false;
            }}
          />
        )}
      </Modal>

      <ConfirmDialog title={deleting ? `Delete the tag “${deleting.name}”?` : 'Delete tag?'} confirmLabel="Delete tag" {...removal.dialog}>
        {deleting && <p>{deleteTagText(items.find((t) => t.id === deleting.id) ?? deleting)}</p>}
      </ConfirmDialog>
    </div>
  );
}
