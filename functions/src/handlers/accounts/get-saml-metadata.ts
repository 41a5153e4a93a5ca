import { samlServiceProviderMetadata } from '#core/sso/saml-service-provider.js';
import { ssoOperations } from '@kisa/shared/api/operations/sso';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(ssoOperations.getSamlMetadata, async () => ({
  body: undefined,
  file: { filename: 'kisa-saml-metadata.xml', contentType: 'application/samlmetadata+xml', data: Buffer.from(samlServiceProviderMetadata(), 'utf8') },
}));
