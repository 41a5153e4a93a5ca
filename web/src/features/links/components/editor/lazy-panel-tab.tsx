import { lazy, Suspense, type ComponentType } from 'react';
import type { Link } from '@kisa/shared';
import { Alert } from '@/components/ui';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { type MessageKey, useT } from '@/lib/i18n';

type PanelProps = { link: Link };

/**
 * An editor tab whose panel loads in a chunk of its own (the Targeting and Experiment tabs check
 * with the shared zod schemas, so zod never reaches the rest of the editor): a skeleton while the
 * chunk loads, an error in the panel's card if it cannot be loaded.
 */
export function lazyPanelTab(options: { title: MessageKey; loadingLabel: MessageKey; load: () => Promise<ComponentType<PanelProps>> }) {
  const { title, loadingLabel, load } = options;
  const Panel = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({
        default: function PanelLoadFailed() {
          const t = useT();
          return (
            <div className="card card--padded editor-panel">
              <h2 className="editor-panel__title">{t(title)}</h2>
              <Alert tone="error">{t('editor.lazy.failed', { title: t(title) })}</Alert>
            </div>
          );
        },
      }),
    ),
  );

  // biome-ignore lint/correctness/noComponentHookFactories: called once per tab at module level, like React.lazy
  return function LazyPanelTab({ link }: PanelProps) {
    const t = useT();
    return (
      <Suspense
        fallback={
          <div className="card card--padded editor-panel" aria-busy="true">
            <h2 className="editor-panel__title">{t(title)}</h2>
            <SkeletonRegion label={t(loadingLabel)}>
              <div style={{ display: 'grid', gap: 12 }}>
                <Skeleton width="70%" />
                <Skeleton height={120} />
              </div>
            </SkeletonRegion>
          </div>
        }
      >
        <Panel link={link} />
      </Suspense>
    );
  };
}
