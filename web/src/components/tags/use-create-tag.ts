import { useCallback } from 'react';
import type { Tag } from '@kisa/shared';
import { nextTagColour } from './tag-colours';
import { createTag as postTag, useTeamTags, withTag } from './use-team-tags';

/**
 * The team's tags for a link's tag picker (Create modal, editor), and creating one
 * from a typed name there: it gets the colour the team uses least (recoloured on the Tags
 * screen) and joins the list at once (the list is then read again for its counts).
 */
export function useCreateTag() {
  const teamTags = useTeamTags();
  const { mutate } = teamTags;
  const createTag = useCallback(
    async (name: string): Promise<Tag> => {
      const tag = await postTag({ name, color: nextTagColour((teamTags.data?.items ?? []).map((t) => t.color)) });
      void mutate((list) => withTag(list, tag), { revalidate: true });
      return tag;
    },
    [mutate, teamTags.data],
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return {
    tags: teamTags.data?.items,
    createTag,
    refresh,
    loadError: teamTags.error && !teamTags.data ? 'Your tags could not be loaded: you can still create one by its name.' : null,
  };
}
