export * from './messages.js';
export * from './routes.js';
export * from './validation.js';
export * from './types.js';
export * from './constants.js';
export * from './link-rules.js';
export * from './link-schemas.js';
export * from './qr-payloads.js';
