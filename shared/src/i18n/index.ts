// The languages, their formats and the translate function, without any catalog: the web loads the
// chosen language's catalog on its own (`@kisa/shared/i18n/catalogs/<locale>`); the functions
// translate through `@kisa/shared/i18n/translate`, which holds every catalog.
export * from './locales.js';
export * from './locale-schema.js';
export * from './format.js';
export * from './translator.js';
export * from './validation-keys.js';
export type { Catalog, MessageKey } from './catalogs/en/index.js';
