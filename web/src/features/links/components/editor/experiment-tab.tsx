import { lazy, Suspense } from 'react';
import type { Link } from '@kisa/shared';
import { Alert } from '../../../../components/ui';
import { Skeleton, SkeletonRegion } from '../../../../components/ui/skeleton';

/**
 * The Experiment tab (issue 27, A/B splits). Its panel checks splits with the shared zod schemas
 * (the server's own messages), so it loads in a chunk of its own: zod never reaches the rest of
 * the editor.
 */
const ExperimentPanel = lazy(() =>
  import('./experiment/experiment-panel').then(
    (m) => ({ default: m.ExperimentPanel }),
    () => ({
      default: function ExperimentLoadFailed() {
        return (
          <div className="card card--padded editor-panel">
            <h2 className="editor-panel__title">Experiment</h2>
            <Alert tone="error">The Experiment tab could not be loaded. Check your connection and reload the page.</Alert>
          </div>
        );
      },
    }),
  ),
);

export function ExperimentTab({ link }: { link: Link }) {
  return (
    <Suspense
      fallback={
        <div className="card card--padded editor-panel" aria-busy="true">
          <h2 className="editor-panel__title">Experiment</h2>
          <SkeletonRegion label="Loading the A/B test…">
            <div style={{ display: 'grid', gap: 12 }}>
              <Skeleton width="70%" />
              <Skeleton height={120} />
            </div>
          </SkeletonRegion>
        </div>
      }
    >
      <ExperimentPanel link={link} />
    </Suspense>
  );
}
