import { config } from '../config.js';
import { secretKeyLoader } from './secret-key.js';

/**
 * The key that signs click ids (click-token.ts), read once per process. The redirect reads it only
 * when an opted-in link is first visited, so other visits never wait for it. The secret is not
 * rotated: a new value would make every click id handed out before it unverifiable (docs/OPERATIONS.md).
 */
const loader = secretKeyLoader('click-token', () => config.clickToken());

export const clickTokenKey = (): Promise<Buffer> => loader.get();

/** Forgets the key (tests). */
export const resetClickTokenKey = (): void => loader.reset();
