import { describe, expect, it } from 'vitest';
import { emailKey } from './email-claim-item.js';

describe('e-mail claim keys', () => {
  it('makes one e-mail key per address regardless of case and surrounding space', () => {
    expect(emailKey(' Ann@Example.COM ')).toEqual({ PK: 'EMAIL#ann@example.com', SK: 'EMAIL' });
    expect(emailKey('ann@example.com')).toEqual(emailKey('ANN@EXAMPLE.COM'));
  });
});
