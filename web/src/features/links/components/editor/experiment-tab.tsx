import { lazyPanelTab } from './lazy-panel-tab';

/**
 * The Experiment tab (A/B splits). Its panel checks splits with the shared zod schemas
 * (the server's own messages), so it loads in a chunk of its own: zod never reaches the rest of
 * the editor.
 */
export const ExperimentTab = lazyPanelTab({
  title: 'Experiment',
  loadingLabel: 'Loading the A/B test…',
  load: () => import('./experiment/experiment-panel').then((m) => m.ExperimentPanel),
});
