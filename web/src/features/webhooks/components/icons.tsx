import { iconSet } from '@/components/ui/icon';

/** The Webhooks screen's glyphs. */
const d = {
  plus: 'M12 5v14M5 12h14',
  send: 'M4 12l16-8-6 16-2.5-6.5zM11.5 13.5L20 4',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  power: 'M12 3v8M6.3 7.3a8 8 0 1 0 11.4 0',
  key: 'M14.5 9.5a4.5 4.5 0 1 0-3.2 4.3L13 15.5h2v2h2v2h3v-3l-5.3-5.3a4.5 4.5 0 0 0-.2-1.7zM8 8.5h.01',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  refresh: 'M20 11a8 8 0 0 0-14.7-4.4L4 8M4 4v4h4M4 13a8 8 0 0 0 14.7 4.4L20 16M20 20v-4h-4',
  resend: 'M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5',
  hook: 'M9 7a3 3 0 1 1 3 3v3a4 4 0 1 1-4-4M16 12a4 4 0 1 1-1.5 7.7',
} as const;

export const WebhookIcon = iconSet(d, { size: 18 });
