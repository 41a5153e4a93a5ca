import type { links as en } from '../en/links.js';

export const links: Record<keyof typeof en, string> = {};
