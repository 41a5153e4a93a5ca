import { MSG } from './messages.js';

/**
 * The shapes of the app-links files a branded domain serves, as the platforms document them —
 * Apple's apple-app-site-association (universal links, password autofill, App Clips) and
 * Google's assetlinks.json (Digital Asset Links statements) — so a file the phones would ignore
 * is refused with what is wrong instead of being served. Keys the platforms may add are let
 * through. zod-free, so the settings form checks with the same rules.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: Json | undefined): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string' && s.trim() !== '');

/** An app ID: the 10-character team ID (or App ID prefix), a dot, the bundle ID. */
const APP_ID_RE = /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/;
/** An Android application ID: two or more dot-separated Java identifiers. */
const PACKAGE_RE = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** A certificate's SHA-256 as keytool prints it: 32 upper-case hex bytes joined by colons. */
const FINGERPRINT_RE = /^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/;

/** A value quoted back in a message: at most 60 characters (whole code points). */
function shown(value: string): string {
  const chars = Array.from(value);
  return chars.length > 60 ? `${chars.slice(0, 59).join('')}…` : value;
}

function parse(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** What is wrong with an apple-app-site-association file, or null when Apple's shape holds. */
export function appleAppSiteAssociationProblem(text: string): string | null {
  const file = parse(text);
  if (file === undefined) return MSG.domainFileNotJson;
  if (!isObject(file)) return MSG.aasaNotObject;
  const { applinks } = file;
  if (!isObject(applinks) || !Array.isArray(applinks.details)) return MSG.aasaApplinks;
  if (applinks.apps !== undefined && !Array.isArray(applinks.apps)) return MSG.aasaLegacyApps;
  for (const [i, detail] of applinks.details.entries()) {
    const problem = detailProblem(detail, i + 1);
    if (problem) return problem;
  }
  for (const key of ['webcredentials', 'appclips'] as const) {
    const section = file[key];
    if (section === undefined) continue;
    if (!isObject(section) || !isStringList(section.apps)) return MSG.aasaAppsList(key);
    const bad = section.apps.find((id) => !APP_ID_RE.test(id));
    if (bad !== undefined) return MSG.aasaAppId(`${key}.apps`, shown(bad));
  }
  return null;
}

function detailProblem(detail: Json, n: number): string | null {
  if (!isObject(detail)) return MSG.aasaDetailAppIds(n);
  const ids = detail.appIDs !== undefined ? detail.appIDs : detail.appID !== undefined ? [detail.appID] : undefined;
  if (!isStringList(ids) || ids.length === 0) return MSG.aasaDetailAppIds(n);
  const bad = ids.find((id) => !APP_ID_RE.test(id));
  if (bad !== undefined) return MSG.aasaAppId(`applinks.details entry ${n}`, shown(bad));
  const { components, paths } = detail;
  const componentsOk = Array.isArray(components) && components.every((c) => isObject(c));
  const pathsOk = isStringList(paths);
  if ((components === undefined && paths === undefined) || (components !== undefined && !componentsOk) || (paths !== undefined && !pathsOk))
    return MSG.aasaDetailPaths(n);
  return null;
}

/** What is wrong with an assetlinks.json file, or null when Google's shape holds. */
export function assetLinksProblem(text: string): string | null {
  const file = parse(text);
  if (file === undefined) return MSG.domainFileNotJson;
  if (!Array.isArray(file)) return MSG.assetLinksNotArray;
  for (const [i, statement] of file.entries()) {
    const problem = statementProblem(statement, i + 1);
    if (problem) return problem;
  }
  return null;
}

function statementProblem(statement: Json, n: number): string | null {
  if (!isObject(statement) || !isStringList(statement.relation) || statement.relation.length === 0) return MSG.assetLinksRelation(n);
  const { target } = statement;
  if (!isObject(target)) return MSG.assetLinksTarget(n);
  if (target.namespace === 'web') return typeof target.site === 'string' && isSite(target.site) ? null : MSG.assetLinksSite(n);
  if (target.namespace !== 'android_app') return MSG.assetLinksTarget(n);
  if (typeof target.package_name !== 'string' || !PACKAGE_RE.test(target.package_name)) return MSG.assetLinksPackage(n);
  const prints = target.sha256_cert_fingerprints;
  if (!isStringList(prints) || prints.length === 0) return MSG.assetLinksFingerprints(n);
  const bad = prints.find((p) => !FINGERPRINT_RE.test(p));
  return bad === undefined ? null : MSG.assetLinksFingerprint(n, shown(bad));
}

/** A web target names a site — scheme, host and port only — as Digital Asset Links compares them. */
function isSite(site: string): boolean {
  try {
    const url = new URL(site);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** The check of a domain setting that holds an app-links file; undefined for the other settings. */
export const APP_LINKS_CHECKS = {
  appleAppSiteAssociation: appleAppSiteAssociationProblem,
  assetLinks: assetLinksProblem,
} as const;
