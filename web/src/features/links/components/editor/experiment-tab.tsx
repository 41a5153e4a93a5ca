import { lazyPanelTab } from './lazy-panel-tab';

/**
 * The Experiment tab (A/B splits). Its panel checks splits with the shared zod schemas
 * (the server's own messages), so it loads in a chunk of its own: zod never reaches the rest of
 * the editor.
 */
export const ExperimentTab = lazyPanelTab({
  title: 'editor.tab.experiment',
  loadingLabel: 'editor.lazy.loadingExperiment',
  load: () => import('./experiment/experiment-panel').then((m) => m.ExperimentPanel),
});
