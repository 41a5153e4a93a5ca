import type { AuthMode, DeclaredOperation } from '@kisa/shared/api';

/** A declaration for tests of the middleware chain itself: no body or query schema, any auth. */
export function testOperation(auth: AuthMode, extra: Partial<DeclaredOperation> = {}): DeclaredOperation & { auth: typeof auth } {
  return {
    operationId: 'testOperation',
    method: 'POST',
    path: '/api/test',
    auth,
    uses: [],
    capability: '',
    summary: 'Test',
    tags: [],
    responses: { 200: ['OK', {} as never] },
    ...extra,
  } as DeclaredOperation & { auth: typeof auth };
}
