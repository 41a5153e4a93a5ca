import type { AlertTargetKind } from '@kisa/shared';

/** The key that makes rules on one target share one question (and find the target's name). */
export const targetKey = (target: { kind: AlertTargetKind; id: string }) => `${target.kind}:${target.id}`;
