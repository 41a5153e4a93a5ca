import { MSG, SCREENING_FLAG_TEXT, type Link, type ScreeningFlag } from '@kisa/shared';
import { Alert } from '@/components/ui';
import { translatedRecord, useLocalize, useT } from '@/lib/i18n';
import './moderation-notice.css';

/** Why screening flagged a link, in the language shown (the shared SCREENING_FLAG_TEXT is the English). */
const FLAG_TEXT = translatedRecord<ScreeningFlag>({
  userinfo: 'common.screeningFlag.userinfo',
  ipHost: 'common.screeningFlag.ipHost',
  mixedScript: 'common.screeningFlag.mixedScript',
  confusableBrand: 'common.screeningFlag.confusableBrand',
  brandInHost: 'common.screeningFlag.brandInHost',
});

/**
 * What the owner of a flagged or disabled link is told (the create modal's success, the editor):
 * what its visitors get, why screening flagged it, and what to do. Nothing for an active link.
 */
export function ModerationNotice({ link }: { link: Pick<Link, 'moderation' | 'screeningFlags'> }) {
  const t = useT();
  if (link.moderation === 'disabled') {
    return (
      <Alert tone="error" title={MSG.linkDisabledTitle}>
        {MSG.linkDisabledNotice}
      </Alert>
    );
  }
  if (link.moderation !== 'flagged') return null;
  return (
    <Alert tone="warning" title={MSG.linkFlaggedTitle}>
      <p className="moderation-notice__text">{MSG.linkFlaggedNotice}</p>
      {link.screeningFlags?.length ? (
        <ul className="moderation-notice__reasons" aria-label={t('links.moderation.why')}>
          {link.screeningFlags.map((flag) => (
            <li key={flag}>{FLAG_TEXT[flag] ?? SCREENING_FLAG_TEXT[flag]}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

/** The badge a flagged or disabled link's row carries (dashboard), or null. */
export function ModerationBadge({ link }: { link: Pick<Link, 'moderation'> }) {
  const t = useT();
  const localize = useLocalize();
  if (!link.moderation) return null;
  const flagged = link.moderation === 'flagged';
  return (
    <span
      className={`badge link-cell__badge ${flagged ? 'badge--warning' : 'badge--danger'}`}
      title={localize(flagged ? MSG.linkCreatedFlagged : MSG.linkDisabledNotice)}
    >
      {flagged ? t('links.moderation.flagged') : t('links.moderation.disabled')}
    </span>
  );
}
