import type { EditTab } from '@/config/paths';

export type EditorTab = Exclude<EditTab, 'link'>;

/** The editor's tabs in the spec's order; `link` in a URL means the title tab. */
export const EDITOR_TABS: ReadonlyArray<{ tab: EditorTab; label: string }> = [
  { tab: 'title', label: 'Title' },
  { tab: 'alias', label: 'Alias Name' },
  { tab: 'target', label: 'Target Url' },
  { tab: 'mobiletarget', label: 'Mobile Redirect' },
  { tab: 'targeting', label: 'Targeting' },
  { tab: 'experiment', label: 'Experiment' },
  { tab: 'password', label: 'Password' },
  { tab: 'utm', label: 'UTM Generator' },
  { tab: 'expiration', label: 'Expiration' },
  { tab: 'preview', label: 'Social Preview' },
  { tab: 'qr', label: 'QR Code' },
];

export function editorTab(tab: EditTab): EditorTab {
  return tab === 'link' ? 'title' : tab;
}
