/** The app's routes. Every path comes from here (which re-exports the shared table). */
export { paths, EDIT_TABS } from '@kisa/shared';
export type { EditTab } from '@kisa/shared';
