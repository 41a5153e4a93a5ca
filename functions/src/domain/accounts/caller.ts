import type { User } from '@kisa/shared';

/** The signed-in caller: the profile behind the request's credential (authenticate-caller.ts). */
export type Caller = User;
