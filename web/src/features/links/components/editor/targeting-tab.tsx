import { lazyPanelTab } from './lazy-panel-tab';

/**
 * The Targeting tab. Its panel checks rules with the shared zod schema (the server's
 * own messages), so it loads in a chunk of its own: zod never reaches the rest of the editor.
 */
export const TargetingTab = lazyPanelTab({
  title: 'editor.tab.targeting',
  loadingLabel: 'editor.lazy.loadingTargeting',
  load: () => import('./targeting/targeting-panel').then((m) => m.TargetingPanel),
});
