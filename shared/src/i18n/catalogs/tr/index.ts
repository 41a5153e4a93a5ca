import { auth } from './auth.js';
import { links } from './links.js';
import { analytics } from './analytics.js';
import { settings } from './settings.js';
import { common } from './common.js';
import { fileHeaders } from './exports.js';
import { mail } from './mail.js';
import { alerts } from './alerts.js';
import { reports } from './reports.js';
import { messages } from './messages.js';
import { tags } from './tags.js';
import { domains } from './domains.js';
import { webhooks } from './webhooks.js';
import { live } from './live.js';
import { editor } from './editor.js';
import { sso } from './sso.js';
import { team } from './team.js';
import { shares } from './shares.js';
import { health } from './health.js';
import { imports } from './imports.js';
import { campaigns } from './campaigns.js';
import { qr } from './qr.js';
import { visitor } from './visitor.js';
import { security } from './security.js';
import { admin } from './admin.js';
import { developers } from './developers.js';
import { audit } from './audit.js';
import type { Catalog } from '../en/index.js';

/** Turkish (numbers and dates in tr-TR, as the spec has them). */
export const tr: Catalog = {
  ...common,
  ...tags,
  ...domains,
  ...webhooks,
  ...auth,
  ...links,
  ...analytics,
  ...settings,
  ...alerts,
  ...reports,
  ...mail,
  ...fileHeaders,
  ...messages,
  ...live,
  ...shares,
  ...health,
  ...security,
  ...imports,
  ...campaigns,
  ...qr,
  ...visitor,
  ...team,
  ...admin,
  ...developers,
  ...audit,
  ...sso,
  ...editor,
};
