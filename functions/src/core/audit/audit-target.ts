import type { DeclaredOperation } from '@kisa/shared/api';

/** Path segments whose entity is not their singular. */
const ENTITY_OF_SEGMENT: Record<string, string> = { keys: 'apiKey', me: 'user', auth: 'user', team: 'team', analytics: 'visitors', public: 'link' };

const entityOf = (segment: string) => ENTITY_OF_SEGMENT[segment] ?? (segment.endsWith('s') ? segment.slice(0, -1) : segment);

/**
 * What an operation acted on: the first path parameter and the collection it names
 * (`/api/links/{id}/split/promote` → link {id}), else the id the answer gives (a created
 * thing), else the caller's own account (`/api/me…`, sign-in), else the team.
 */
export function targetOf(
  operation: Pick<DeclaredOperation, 'path'>,
  params: Record<string, string | undefined>,
  answer: unknown,
  who: { teamId: string; userId?: string },
): { type: string; id: string } {
  const segments = operation.path.split('/').slice(2);
  const at = segments.findIndex((s) => s.startsWith('{'));
  if (at > 0) {
    const id = params[segments[at]!.slice(1, -1)];
    if (id) return { type: entityOf(segments[at - 1]!), id };
  }
  const first = segments[0] ?? '';
  const collection = segments[segments.length - 1] ?? first;
  const answered = (answer as { id?: unknown } | undefined)?.id;
  if (typeof answered === 'string') return { type: entityOf(collection), id: answered };
  if ((first === 'me' || first === 'auth') && who.userId) return { type: 'user', id: who.userId };
  return { type: first === 'team' ? 'team' : entityOf(collection), id: who.teamId };
}
