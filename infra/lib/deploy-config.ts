import { CLICK_LOG_RETENTION_DAYS } from '@kisa/shared';
import type { KisaConfig } from './kisa-stack';

/**
 * The deploy settings, read from CDK context (`-c key=value`, cdk.json or cdk.context.json)
 * and checked before anything is built, so a setting that could only fail in
 * CloudFormation — or worse, deploy a stack that cannot send mail — fails `cdk synth` and
 * `cdk deploy` at once with one line naming the flag. infra/bin/app.ts and the deploy
 * combination tests both go through here; docs/DEPLOY.md documents every key.
 */

/** What a synth without `-c mailDomain` uses, so the template can be checked (never deployed). */
export const EXAMPLE_MAIL_DOMAIN = 'mail.example.org';

export const MISSING_MAIL_DOMAIN =
  'Missing context mailDomain: the domain SES sends sign-up and reset mail from (you add its DKIM records to DNS). ' +
  'Pass -c mailDomain=mail.your-domain.org (docs/DEPLOY.md); this template was synthesized with an example domain and cannot be deployed.';

/** A setting is missing or wrong; the message is one line naming the context flag. */
export class DeployConfigError extends Error {
  override name = 'DeployConfigError';
}

/** Every context key the app reads (docs/DEPLOY.md has one row per key; a test holds them equal). */
export const CONTEXT_KEYS = [
  'mailDomain',
  'mailFrom',
  'appDomain',
  'shortDomain',
  'certificateArn',
  'logLevel',
  'alarmEmail',
  'redirectReservedConcurrency',
  'waf',
  'wafWebAclArn',
  'stackName',
  'priceClass',
  'hstsIncludeSubdomains',
  'workerReservedConcurrency',
  'rawIpDays',
  'sesDailyQuota',
] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];

export const DEFAULT_STACK_NAME = 'Kisa';

/** SES's quota in the sandbox (messages per 24 hours): the least an account has. */
export const SES_SANDBOX_QUOTA = 200;

/** `priceClass` values: CloudFront's price classes by their number (`All`: every edge location). */
export const PRICE_CLASSES = ['100', '200', 'All'] as const;
export type PriceClassSetting = (typeof PRICE_CLASSES)[number];

/**
 * Names the stack derives from its own name, each with AWS's limit on its length: a stack name
 * that would make one too long is refused at synth (one line naming it), instead of failing half
 * way through a deploy. `stackName` is the name checked.
 */
export function derivedNames(stackName: string): Array<{ what: string; name: string; max: number }> {
  return [
    { what: 'the Athena workgroup', name: `${stackName}-analytics`, max: 128 },
    { what: 'the Glue database', name: `${stackName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_analytics`, max: 255 },
    { what: "the alarm topic's display name", name: `Kisa alarms (${stackName})`, max: 100 },
    // The longest alarm key (constructs/monitoring.ts) is well under 40 characters.
    { what: 'the alarm names', name: `${stackName}-${'x'.repeat(40)}`, max: 255 },
    { what: 'the companion stack in us-east-1 (WAF web ACL, certificate)', name: `${stackName}-Edge`, max: 128 },
    { what: 'the companion stack in us-east-1 (CloudFront alarms)', name: `${stackName}-EdgeAlarms`, max: 128 },
    { what: 'the WAF log group', name: `aws-waf-logs-${stackName}-edge`, max: 512 },
  ];
}

/** The first derived name a stack name makes too long, as a sentence, or undefined. */
export function stackNameTooLong(stackName: string): string | undefined {
  const over = derivedNames(stackName).find((n) => n.name.length > n.max);
  return (
    over &&
    `Context stackName '${stackName}' is too long: ${over.what} would be '${over.name}', ${over.name.length} characters, over AWS's ${over.max}. Choose a shorter one.`
  );
}

/** Powertools log levels (POWERTOOLS_LOG_LEVEL). */
const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'];

// A DNS host name: dot-separated labels of letters, digits and inner hyphens, with a TLD.
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
// CloudFormation stack names: a letter, then letters, digits and hyphens, at most 128.
const STACK_NAME = /^[A-Za-z][A-Za-z0-9-]{0,127}$/;
// CloudFront reads certificates from us-east-1 only, whatever region the stack is in.
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;

export interface DeployContext {
  stackName: string;
  config: KisaConfig;
}

/** `read` is `app.node.tryGetContext`; empty strings count as unset. */
export function readDeployContext(read: (key: ContextKey) => unknown): DeployContext {
  const get = (key: ContextKey): string | undefined => {
    const v = read(key);
    if (v === undefined || v === null) return undefined;
    // `-c` gives strings; cdk.json / cdk.context.json may hold a number.
    if (typeof v === 'number') return String(v);
    if (typeof v !== 'string') throw new DeployConfigError(`Context ${key} must be a string, not ${JSON.stringify(v)}.`);
    return v.trim() === '' ? undefined : v.trim();
  };
  const host = (key: ContextKey): string | undefined => {
    const v = get(key)?.toLowerCase();
    if (v !== undefined && !HOST.test(v)) {
      throw new DeployConfigError(
        `Context ${key} must be a host name like ${key === 'shortDomain' ? 'ki.sa' : 'app.example.org'} (no scheme, path or port), not '${v}'.`,
      );
    }
    return v;
  };

  // Without a mail domain the stack could never send its verification mail, and nobody could
  // sign in. Synth still works (a check of the template, offline), with an example domain, but
  // the template carries a rule that makes CloudFormation refuse to deploy it.
  const givenMailDomain = host('mailDomain');
  const mailDomain = givenMailDomain ?? EXAMPLE_MAIL_DOMAIN;
  const undeployable = givenMailDomain ? undefined : MISSING_MAIL_DOMAIN;

  // An address, or `Display Name <address>` (SES takes both as the sender).
  const mailFrom = get('mailFrom');
  if (mailFrom !== undefined) {
    const domain = /^(?:[^<>@]*<)?[^\s<>@]+@([^\s<>@]+?)>?$/.exec(mailFrom)?.[1]?.toLowerCase();
    // SES sends from a verified domain and its subdomains only.
    if (!domain || !(domain === mailDomain || domain.endsWith(`.${mailDomain}`))) {
      throw new DeployConfigError(
        `Context mailFrom must be an address at mailDomain (${mailDomain}) or a subdomain of it, e.g. no-reply@${mailDomain} or 'Kisa <no-reply@${mailDomain}>', not '${mailFrom}'.`,
      );
    }
  }

  const appDomain = host('appDomain');
  const shortDomain = host('shortDomain');
  // Without certificateArn the stack makes a DNS-validated certificate for appDomain/shortDomain,
  // in us-east-1: in the stack itself when that is there, else in its edge stack (kisa-stack.ts).
  const certificateArn = get('certificateArn');
  if (certificateArn && !CERTIFICATE_ARN.test(certificateArn)) {
    throw new DeployConfigError(
      `Context certificateArn must be an ACM certificate ARN in us-east-1 (CloudFront reads certificates only there), not '${certificateArn}'.`,
    );
  }
  if (certificateArn && !appDomain && !shortDomain) {
    throw new DeployConfigError('Context certificateArn is set but neither appDomain nor shortDomain is: name the domain(s) it covers.');
  }
  if (appDomain && appDomain === shortDomain) {
    throw new DeployConfigError(`Context appDomain and shortDomain must differ (one host cannot serve two distributions): both are '${appDomain}'.`);
  }

  const logLevel = get('logLevel')?.toUpperCase();
  if (logLevel !== undefined && !LOG_LEVELS.includes(logLevel)) {
    throw new DeployConfigError(`Context logLevel must be one of ${LOG_LEVELS.join(', ')}, not '${logLevel}'.`);
  }

  const alarmEmail = get('alarmEmail');
  if (alarmEmail !== undefined && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(alarmEmail)) {
    throw new DeployConfigError(`Context alarmEmail must be one e-mail address (the alarm topic's subscriber), not '${alarmEmail}'.`);
  }

  // Lambda keeps 100 of the account's executions unreserved; the construct checks the number too.
  const reserved = get('redirectReservedConcurrency');
  let redirectReservedConcurrency: number | 'none' | undefined;
  if (reserved !== undefined) {
    if (reserved.toLowerCase() === 'none') redirectReservedConcurrency = 'none';
    else if (/^[1-9]\d*$/.test(reserved)) redirectReservedConcurrency = Number(reserved);
    else throw new DeployConfigError(`Context redirectReservedConcurrency must be a whole number of at least 1, or 'none', not '${reserved}'.`);
  }

  const wafSetting = get('waf')?.toLowerCase();
  if (wafSetting !== undefined && wafSetting !== 'true' && wafSetting !== 'false')
    throw new DeployConfigError(`Context waf must be 'true' or 'false', not '${wafSetting}'.`);
  const wafWebAclArn = get('wafWebAclArn');
  if (wafWebAclArn && !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[0-9a-f-]+$/.test(wafWebAclArn)) {
    throw new DeployConfigError(`Context wafWebAclArn must be a CLOUDFRONT web ACL ARN (wafv2, us-east-1, global/webacl/…), not '${wafWebAclArn}'.`);
  }
  if (wafWebAclArn && wafSetting === 'false') throw new DeployConfigError('Context wafWebAclArn and waf=false contradict each other: pass one.');
  const waf = wafSetting === undefined ? undefined : wafSetting === 'true';

  const stackName = get('stackName') ?? DEFAULT_STACK_NAME;
  if (!STACK_NAME.test(stackName)) {
    throw new DeployConfigError(`Context stackName must start with a letter and hold only letters, digits and hyphens (at most 128), not '${stackName}'.`);
  }
  const tooLong = stackNameTooLong(stackName);
  if (tooLong) throw new DeployConfigError(tooLong);

  const priceClass = get('priceClass')?.replace(/^PriceClass_/i, '');
  const priceClassSetting = PRICE_CLASSES.find((p) => p.toLowerCase() === priceClass?.toLowerCase());
  if (priceClass !== undefined && !priceClassSetting) {
    throw new DeployConfigError(
      `Context priceClass must be one of ${PRICE_CLASSES.join(', ')} (CloudFront's PriceClass_100, _200, _All), not '${priceClass}'.`,
    );
  }

  const hsts = get('hstsIncludeSubdomains')?.toLowerCase();
  if (hsts !== undefined && hsts !== 'true' && hsts !== 'false')
    throw new DeployConfigError(`Context hstsIncludeSubdomains must be 'true' or 'false', not '${hsts}'.`);

  const workerReserved = get('workerReservedConcurrency')?.toLowerCase();
  if (workerReserved !== undefined && workerReserved !== 'none' && workerReserved !== 'on') {
    throw new DeployConfigError(`Context workerReservedConcurrency must be 'on' (each queue worker reserves its maximum) or 'none', not '${workerReserved}'.`);
  }

  const rawIpDaysText = get('rawIpDays');
  const rawIpDays = rawIpDaysText === undefined ? undefined : Number(rawIpDaysText);
  if (rawIpDays !== undefined && !(/^\d{1,3}$/.test(rawIpDaysText!) && rawIpDays >= 1 && rawIpDays <= CLICK_LOG_RETENTION_DAYS)) {
    throw new DeployConfigError(
      `Context rawIpDays must be a whole number of days from 1 to ${CLICK_LOG_RETENTION_DAYS} (the click log's retention), not '${rawIpDaysText}'.`,
    );
  }

  const sesQuotaText = get('sesDailyQuota');
  const sesDailyQuota = sesQuotaText === undefined ? undefined : Number(sesQuotaText);
  if (sesDailyQuota !== undefined && !(/^\d{3,10}$/.test(sesQuotaText!) && sesDailyQuota >= SES_SANDBOX_QUOTA)) {
    throw new DeployConfigError(
      `Context sesDailyQuota must be the account's SES sending quota, a whole number of messages per 24 hours of at least ${SES_SANDBOX_QUOTA} (aws sesv2 get-account --query SendQuota.Max24HourSend), not '${sesQuotaText}'.`,
    );
  }

  return {
    stackName,
    config: {
      mailDomain,
      mailFrom,
      appDomain,
      shortDomain,
      certificateArn,
      logLevel,
      alarmEmail,
      redirectReservedConcurrency,
      waf,
      wafWebAclArn,
      ...(priceClassSetting ? { priceClass: priceClassSetting } : {}),
      ...(hsts ? { hstsIncludeSubdomains: hsts === 'true' } : {}),
      ...(workerReserved ? { workerReservedConcurrency: workerReserved as 'on' | 'none' } : {}),
      ...(rawIpDays !== undefined ? { rawIpDays } : {}),
      ...(sesDailyQuota !== undefined ? { sesDailyQuota } : {}),
      ...(undeployable ? { undeployable } : {}),
    },
  };
}
