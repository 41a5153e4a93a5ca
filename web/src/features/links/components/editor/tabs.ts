import type { EditTab } from '@/config/paths';
import type { MessageKey } from '@/lib/i18n';

export type EditorTab = Exclude<EditTab, 'link'>;

/** The editor's tabs in the spec's order; `link` in a URL means the title tab. */
export const EDITOR_TABS: ReadonlyArray<{ tab: EditorTab; label: MessageKey }> = [
  { tab: 'title', label: 'editor.tab.title' },
  { tab: 'alias', label: 'editor.tab.alias' },
  { tab: 'target', label: 'editor.tab.target' },
  { tab: 'mobiletarget', label: 'editor.tab.mobiletarget' },
  { tab: 'targeting', label: 'editor.tab.targeting' },
  { tab: 'experiment', label: 'editor.tab.experiment' },
  { tab: 'password', label: 'editor.tab.password' },
  { tab: 'utm', label: 'editor.tab.utm' },
  { tab: 'expiration', label: 'editor.tab.expiration' },
  { tab: 'preview', label: 'editor.tab.preview' },
  { tab: 'qr', label: 'editor.tab.qr' },
];

export function editorTab(tab: EditTab): EditorTab {
  return tab === 'link' ? 'title' : tab;
}
