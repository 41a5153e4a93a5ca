import { iconSet } from '@/components/ui/icon';

/** The Tags screen's glyphs. */
const d = {
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
} as const;

export const TagIcon = iconSet(d, { size: 18 });
