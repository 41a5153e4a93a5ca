import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { aliasKey } from './keys.js';
import { db, tableName } from './table.js';

export interface AliasTarget {
  code: string;
  longUrl: string;
}

/** The redirect path's single read. Eventually consistent on purpose: cheaper, and seconds-stale is fine. */
export async function getAlias(code: string): Promise<AliasTarget | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: aliasKey(code) }));
  return typeof Item?.longUrl === 'string' ? { code, longUrl: Item.longUrl } : null;
}
