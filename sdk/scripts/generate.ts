/** `npm run generate -w sdk`: writes sdk/src/generated/api.d.ts from the API's OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_TYPES_PATH, generateApiTypes } from './api-types.js';

const text = await generateApiTypes();
writeFileSync(API_TYPES_PATH, text);
console.log(`wrote ${fileURLToPath(API_TYPES_PATH)} (${text.split('\n').length} lines)`);
