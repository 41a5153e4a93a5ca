import { describe, expect, it } from 'vitest';
import { tracing } from './tracer.js';

describe('tracing', () => {
  it('is no middleware at all outside Lambda (the local runtime, tests): the tracer is never loaded', () => {
    expect(process.env.AWS_LAMBDA_FUNCTION_NAME, 'this test runs outside Lambda').toBeUndefined();
    expect(tracing()).toEqual([]);
  });
});
