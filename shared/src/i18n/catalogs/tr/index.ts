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
import { live } from './live.js';
import { imports } from './imports.js';
import { campaigns } from './campaigns.js';
import { qr } from './qr.js';
import { visitor } from './visitor.js';
import { editor } from './editor.js';
import { shares } from './shares.js';
import { health } from './health.js';
import { security } from './security.js';
import { team } from './team.js';
import { sso } from './sso.js';
import { admin } from './admin.js';
import { developers } from './developers.js';
import { audit } from './audit.js';
import type { Catalog } from '../en/index.js';

/** Turkish (numbers and dates in tr-TR, as the spec has them). */
export const tr: Catalog = {
  ...common,
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
  ...team,
  ...sso,
  ...editor,
  ...imports,
  ...campaigns,
  ...qr,
  ...visitor,
  ...admin,
  ...developers,
  ...audit,
};
