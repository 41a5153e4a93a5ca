/**
 * The environment adapter unit tests run in, set before `#lib/config.js` first loads: stand-ins
 * on loopback are allowed, and a request the stand-in leaves hanging fails after 2 s (not less: a busy machine answers a healthy request slowly too).
 * adapter-context.ts imports this first; a test imports adapter-context.ts before anything that loads config.
 */
process.env.AWS_REGION ??= 'us-east-1';
process.env.IMPORT_ALLOW_HOSTS = '127.0.0.1';
process.env.IMPORT_REQUEST_TIMEOUT_MS = '2000';
