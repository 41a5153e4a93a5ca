import { translateNow } from '@/lib/i18n';

/**
 * The Password tab's one sentence: what protects the link, for the state the tab shows —
 * the saved protection (`saved`) and the switch as the user left it (`switchOn`). One state,
 * one sentence: the switch's own label stays 'Password protection' (its on/off is the
 * switch's checked state), so the label and the sentence can never disagree.
 */
export function passwordStateText(saved: boolean, switchOn: boolean): string {
  if (saved && switchOn) return translateNow('editor.password.stateProtected');
  if (saved) return translateNow('editor.password.stateRemove');
  if (switchOn) return translateNow('editor.password.stateSet');
  return translateNow('editor.password.stateOpen');
}
