import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';
import { deliveryPolicy } from './endpoint-address.js';

/** An owner's endpoint address, checked as it is given (400 with the reason). */
export function checkEndpointUrl(url: string): void {
  const { refused } = deliveryPolicy(url, config.webhooks().allowHosts);
  if (refused) throw badRequest(refused);
}
