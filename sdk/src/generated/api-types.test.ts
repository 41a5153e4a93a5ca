import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_PATH, generateApiTypes } from '../../scripts/api-types.js';

describe('generated SDK types', () => {
  it('are what the API\'s OpenAPI document generates now (else run `npm run generate -w sdk`)', async () => {
    const fresh = await generateApiTypes();
    const checkedIn = readFileSync(API_TYPES_PATH, 'utf8');
    if (checkedIn !== fresh) {
      const a = checkedIn.split('\n');
      const b = fresh.split('\n');
      const first = a.findIndex((line, i) => line !== b[i]);
      const at = first < 0 ? a.length : first;
      throw new Error(
        `expected sdk/src/generated/api.d.ts to equal a fresh generation from the OpenAPI document; it differs from line ${at + 1}:\n` +
          `  checked in: ${a[at] ?? '(end of file)'}\n  generated:  ${b[at] ?? '(end of file)'}\nRun \`npm run generate -w sdk\` and commit the file.`,
      );
    }
    expect(checkedIn).toBe(fresh);
  });
});
