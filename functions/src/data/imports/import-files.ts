import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * An import's files in the exports bucket, under `imports/{teamId}/{importId}/` (the bucket's
 * lifecycle keeps them 7 days): the uploaded file, each page as read (`read-N.json`), as
 * written (`written-N.json`: what history and the mapping need) and the mapping file.
 */

const folder = (teamId: string, importId: string) => `imports/${teamId}/${importId}/`;
const pageName = (page: number) => String(page).padStart(6, '0');

export const importFileKey = (teamId: string, importId: string) => `${folder(teamId, importId)}file`;
export const readPageKey = (teamId: string, importId: string, page: number) => `${folder(teamId, importId)}read-${pageName(page)}.json`;
export const writtenPageKey = (teamId: string, importId: string, page: number) => `${folder(teamId, importId)}written-${pageName(page)}.json`;
export const historyProgressKey = (teamId: string, importId: string, page: number) => `${folder(teamId, importId)}history-${pageName(page)}.json`;
export const mappingKey = (teamId: string, importId: string) => `${folder(teamId, importId)}mapping.csv`;

export async function putImportObject(key: string, body: string, contentType = 'application/json'): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: config.exports().bucket, Key: key, Body: body, ContentType: contentType }));
}

/** The object's text, or null when there is none. */
export async function getImportObject(key: string): Promise<string | null> {
  try {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.exports().bucket, Key: key }));
    return Body ? await Body.transformToString('utf8') : null;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null;
    throw error;
  }
}

/** A JSON object the run wrote; a missing one is an error naming it (the run wrote it before moving on). */
export async function getImportJson<T>(key: string): Promise<T> {
  const text = await getImportObject(key);
  if (text === null) throw new Error(`Import file ${key} is missing`);
  return JSON.parse(text) as T;
}
