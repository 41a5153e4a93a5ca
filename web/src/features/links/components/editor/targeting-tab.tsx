import { lazy, Suspense } from 'react';
import type { Link } from '@kisa/shared';
import { Alert } from '../../../../components/ui';
import { Skeleton, SkeletonRegion } from '../../../../components/ui/skeleton';

/**
 * The Targeting tab (issue 27). Its panel checks rules with the shared zod schema (the server's
 * own messages), so it loads in a chunk of its own: zod never reaches the rest of the editor.
 */
const TargetingPanel = lazy(() =>
  import('./targeting/targeting-panel').then(
    (m) => ({ default: m.TargetingPanel }),
    () => ({
      default: function TargetingLoadFailed() {
        return (
          <div className="card card--padded editor-panel">
            <h2 className="editor-panel__title">Targeting</h2>
            <Alert tone="error">The Targeting tab could not be loaded. Check your connection and reload the page.</Alert>
          </div>
        );
      },
    }),
  ),
);

export function TargetingTab({ link }: { link: Link }) {
  return (
    <Suspense
      fallback={
        <div className="card card--padded editor-panel" aria-busy="true">
          <h2 className="editor-panel__title">Targeting</h2>
          <SkeletonRegion label="Loading the targeting rules…">
            <div style={{ display: 'grid', gap: 12 }}>
              <Skeleton width="70%" />
              <Skeleton height={120} />
            </div>
          </SkeletonRegion>
        </div>
      }
    >
      <TargetingPanel link={link} />
    </Suspense>
  );
}
