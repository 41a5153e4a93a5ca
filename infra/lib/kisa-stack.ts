import { Annotations, CfnRule, Fn, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { ApiRoute } from '@kisa/functions/src/api-routes';
import { DeployConfigError, stackNameTooLong, type PriceClassSetting } from './deploy-config';
import type { Construct } from 'constructs';
import { ClickAnalytics } from './constructs/click-analytics';
import { DataTable } from './constructs/data-table';
import { Distributions } from './constructs/distributions';
import { EdgeCertificate } from './constructs/edge-certificate';
import { APP_LIMITS, EdgeFirewall, webAclsOf, type EdgeFirewallPlacement } from './constructs/web-acl';
import { KisaEdgeAlarmsStack } from './kisa-edge-alarms-stack';
import { KisaEdgeStack } from './kisa-edge-stack';
import { addStackOutputs } from './kisa-stack-outputs';
import type { GrantTargets } from './constructs/grants';
import { HttpApi } from './constructs/http-api';
import { handlerId, type KisaFunctionProps } from './constructs/kisa-function';
import { Mail } from './constructs/mail';
import { Monitoring } from './constructs/monitoring';
import { acknowledge, REASONS } from './constructs/nag-suppressions';
import { OriginSecret } from './constructs/origin-secret';
import { AuthKeySecret, ClickTokenSecret } from './constructs/click-token-secret';
import { BackgroundWork } from './constructs/background-work';
import { QueuesAndWorkers } from './constructs/queues-and-workers';
import { Redirect } from './constructs/redirect';
import { Storage } from './constructs/storage';
import { UserPool } from './constructs/user-pool';

/** Deployment settings, from CDK context (see infra/bin/app.ts and docs/DEPLOY.md). */
export interface KisaConfig {
  /** App host name, e.g. `app.example.com`; default: the app distribution's domain. */
  appDomain?: string;
  /** Short-link host name, e.g. `ki.sa`; default: the short distribution's domain. */
  shortDomain?: string;
  /**
   * An existing ACM certificate (us-east-1) covering appDomain/shortDomain. Without it, custom
   * domains get a DNS-validated certificate made by the stack: in this stack in us-east-1, else in
   * the edge stack there (constructs/edge-certificate.ts).
   */
  certificateArn?: string;
  /** Domain verified in SES for outgoing mail. */
  mailDomain: string;
  /** Sender address; default `no-reply@<mailDomain>`. */
  mailFrom?: string;
  /** Powertools log level of every function. */
  logLevel?: string;
  /** E-mail address subscribed to the alarm topic; without it the topic has no subscriber (docs/OPERATIONS.md). */
  alarmEmail?: string;
  /** Executions reserved for the redirect function (default 200, constructs/redirect.ts); 'none' reserves nothing. */
  redirectReservedConcurrency?: number | 'none';
  /**
   * Why this template must never be deployed (a synth made only to check it, e.g. without
   * `-c mailDomain`): CloudFormation then refuses it with this message before creating anything.
   */
  undeployable?: string;
  /** AWS WAF on both distributions (constructs/web-acl.ts); default on, in the edge stack outside us-east-1. `false`: none. */
  waf?: boolean;
  /** An existing CLOUDFRONT-scope web ACL (us-east-1) to attach to both distributions instead of creating them. */
  wafWebAclArn?: string;
  /** esbuild output during synth; tests use 'silent'. */
  bundlingLogLevel?: nodejs.LogLevel;
  /** CloudFront price class of both distributions (context `priceClass`: 100, 200, All); default All. */
  priceClass?: PriceClassSetting;
  /** HSTS with includeSubDomains (context `hstsIncludeSubdomains=true`); default off. */
  hstsIncludeSubdomains?: boolean;
  /** `none`: the queue workers reserve no concurrency (accounts with a small quota); default: each reserves its maximum. */
  workerReservedConcurrency?: 'on' | 'none';
  /** Days compaction keeps visitor addresses whole before truncating them (context `rawIpDays`); default RAW_IP_DAYS (30). */
  rawIpDays?: number;
  /** The account's SES sending quota per 24 hours (context `sesDailyQuota`); default DEFAULT_SES_DAILY_QUOTA (50,000). SesDailySendQuota alarms at 80 % of it. */
  sesDailyQuota?: number;
}

const PRICE_CLASS: Record<PriceClassSetting, cloudfront.PriceClass> = {
  '100': cloudfront.PriceClass.PRICE_CLASS_100,
  '200': cloudfront.PriceClass.PRICE_CLASS_200,
  All: cloudfront.PriceClass.PRICE_CLASS_ALL,
};

export interface KisaStackProps extends StackProps {
  config: KisaConfig;
  /** The route table (default: functions/src/api-routes.ts's); tests pass one with a route more. */
  apiRoutes?: readonly ApiRoute[];
}

/**
 * The whole of BRIEF.md §1 in one stack. Order matters only for construction, not for
 * CloudFormation: resources first, then the API and the redirect function (CloudFront
 * needs their endpoints), then the distributions, and only then the functions' shared
 * environment (it holds the distributions' URLs).
 */
export class KisaStack extends Stack {
  /**
   * The companion stack in us-east-1 (`<stackName>-Edge`), when this stack is elsewhere and needs
   * something there: the web ACLs (WAF on), the custom domains' certificate (no certificateArn).
   */
  readonly edgeStack?: KisaEdgeStack;
  /**
   * The companion stack in us-east-1 (`<stackName>-EdgeAlarms`) holding the distributions' own 5xx
   * alarms, when this stack is elsewhere (CloudFront publishes its metrics in us-east-1 only).
   */
  readonly edgeAlarmsStack?: KisaEdgeAlarmsStack;
  /** Where the web ACLs are, or why there are none. */
  readonly waf: EdgeFirewallPlacement;
  /** The certificate of appDomain/shortDomain (given, or made here or in the edge stack); none without custom domains. */
  readonly certificate?: acm.ICertificate;

  constructor(scope: Construct, id: string, props: KisaStackProps) {
    // Cross-region references: the edge stack's web ACL and certificate ARNs, and the distribution
    // ids the edge alarms stack watches (nothing else crosses regions).
    super(scope, id, { crossRegionReferences: true, ...props });
    const { config } = props;
    if (config.undeployable) {
      new CfnRule(this, 'Undeployable', { assertions: [{ assert: Fn.conditionEquals('deploy', 'refused'), assertDescription: config.undeployable }] });
    }
    const tooLong = stackNameTooLong(this.stackName);
    if (tooLong) throw new Error(tooLong);
    this.edgeStack = this.placeEdgeStack(scope, id, config);

    const data = new DataTable(this, 'Data');
    const users = new UserPool(this, 'Users');
    const mail = new Mail(this, 'Mail', { mailDomain: config.mailDomain });
    const storage = new Storage(this, 'Storage', { rawIpDays: config.rawIpDays });
    const queues = new QueuesAndWorkers(this, 'Queues');
    const analytics = new ClickAnalytics(this, 'Analytics', {
      clickLogBucket: storage.clickLogBucket,
      resultsBucket: storage.athenaResultsBucket,
    });
    const targets: GrantTargets = {
      table: data,
      userPool: users,
      mail,
      clickQueue: queues.queues.clicks,
      bulkQueue: queues.queues.bulk,
      webhookQueue: queues.queues.webhooks,
      importQueue: queues.queues.imports,
      domainCheckQueue: queues.queues.domainChecks,
      healthCheckQueue: queues.queues.healthChecks,
      alertQueue: queues.queues.alerts,
      compactionQueue: queues.queues.compaction,
      clickLogBucket: storage.clickLogBucket,
      exportsBucket: storage.exportsBucket,
      previewBucket: storage.previewBucket,
      analytics,
      clickTokenSecret: new ClickTokenSecret(this, 'ClickToken').secret,
      authKeySecret: new AuthKeySecret(this, 'AuthKey').secret,
      reportQueue: queues.queues.reports,
      ...(config.rawIpDays !== undefined ? { rawIpDays: config.rawIpDays } : {}),
    };

    const baseEnv: Record<string, string> = {
      COOKIE_SECURE: 'true',
      MAIL_FROM: config.mailFrom ?? `no-reply@${config.mailDomain}`,
      POWERTOOLS_SERVICE_NAME: 'kisa',
      POWERTOOLS_LOG_LEVEL: config.logLevel ?? 'INFO',
    };
    const common = (environment: Record<string, string>): Omit<KisaFunctionProps, 'handler' | 'uses'> => ({
      targets,
      environment,
      bundlingLogLevel: config.bundlingLogLevel,
    });

    const api = new HttpApi(this, 'Http');
    // The redirect cannot take SHORT_URL_BASE from the short distribution (whose origin it is: a
    // cycle), so it gets it only with a configured short domain; it answers on any host.
    const redirect = new Redirect(this, 'Redirect', common({ ...baseEnv }), { reservedConcurrency: config.redirectReservedConcurrency });
    // Only requests that came through the app distribution reach the API (see the construct).
    const originSecret = new OriginSecret(this, 'Origin');
    this.waf = this.placeFirewall(config);
    const webAcls = webAclsOf(this.waf);
    this.certificate = this.placeCertificate(config);

    const cdn = new Distributions(this, 'Cdn', {
      buckets: storage,
      apiDomainName: api.domainName,
      apiOriginSecret: originSecret.headerValue,
      redirectUrl: redirect.url,
      appDomain: config.appDomain,
      shortDomain: config.shortDomain,
      certificate: this.certificate,
      webAcls,
      priceClass: PRICE_CLASS[config.priceClass ?? 'All'],
      hstsIncludeSubdomains: config.hstsIncludeSubdomains,
    });
    const appUrl = `https://${config.appDomain ?? cdn.app.distributionDomainName}`;
    const shortUrlBase = `https://${config.shortDomain ?? cdn.short.distributionDomainName}`;
    redirect.function.fn.addEnvironment('APP_URL', appUrl);
    if (config.shortDomain) redirect.function.fn.addEnvironment('SHORT_URL_BASE', shortUrlBase);
    storage.allowAppOrigin(appUrl, config.appDomain ? appUrl : undefined);
    // Branded domains (`domains`: the routing endpoint; `edgeDomains`: tenants); preview takedowns invalidate the app's.
    targets.edge = {
      appDistributionId: cdn.app.distributionId,
      distributionId: cdn.domains.distributionId,
      connectionGroupId: cdn.connectionGroup.attrId,
      routingEndpoint: cdn.connectionGroup.attrRoutingEndpoint,
    };

    const env = { ...baseEnv, APP_URL: appUrl, SHORT_URL_BASE: shortUrlBase };
    api.addRoutes(common(env), originSecret, props.apiRoutes);
    originSecret.rotateOn([cdn.app], common(env), webAcls.app);
    // Workers and scheduled jobs: in their nested stack (constructs/background-work.ts).
    const background = new BackgroundWork(this, 'Background', queues, common(env), { reserve: config.workerReservedConcurrency !== 'none' });

    const monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: config.alarmEmail,
      sesDailyQuota: config.sesDailyQuota,
      redirect: redirect.function.fn,
      clickQueue: queues.queues.clicks,
      deadLetterQueues: { ...queues.deadLetterQueues, ...background.jobDeadLetterQueues },
      table: data.table,
      indexNames: data.indexNames,
      distributions: cdn,
      firewall: this.waf,
      api: api.api,
      // Alarm names: `Api<Capability>` per API function (`ApiLinksErrors`), then the workers.
      functions: {
        ...Object.fromEntries([...api.functions].map(([capability, f]) => [`Api${handlerId(capability)}`, f.fn])),
        ...BackgroundWork.alarmedWorkers(queues),
      },
      bulkQueue: queues.queues.bulk,
      webhookQueue: queues.queues.webhooks,
      importQueue: queues.queues.imports,
      rotation: originSecret.rotationFunction!.fn,
      athenaWorkGroup: analytics.workGroupName,
    });
    this.edgeAlarmsStack = this.placeEdgeAlarmsStack(scope, id, config, cdn);

    // Stack-wide: the runtime choice holds for every function.
    acknowledge(this, 'AwsSolutions-L1', REASONS.nodeRuntime);

    addStackOutputs(this, { appUrl, shortUrlBase, mailDomain: config.mailDomain, cdn, storage, data, users, analytics, monitoring, queues, redirect, mail });
  }

  /** Whether this stack can hold what CloudFront reads from us-east-1 (web ACLs, certificates) itself. */
  private get inUsEast1(): boolean {
    return Token.isUnresolved(this.region) || this.region === 'us-east-1';
  }

  /** The custom domains that need a certificate made by the stack: appDomain/shortDomain without certificateArn. */
  private static certificateDomains(config: KisaConfig): string[] {
    if (config.certificateArn) return [];
    return [config.appDomain, config.shortDomain].filter((d): d is string => Boolean(d));
  }

  /**
   * The companion stack `<id>-Edge` in us-east-1, when this stack is in another region and makes a
   * web ACL (WAF on, no wafWebAclArn) or a certificate (custom domains without certificateArn).
   * Cross-region references need both stacks' account: without one (an offline synth with a
   * region), WAF is left out with a warning, and a certificate cannot be, so that is refused.
   */
  private placeEdgeStack(scope: Construct, id: string, config: KisaConfig): KisaEdgeStack | undefined {
    if (this.inUsEast1) return undefined;
    const firewall = !config.wafWebAclArn && config.waf !== false;
    const certificateDomains = KisaStack.certificateDomains(config);
    if (!firewall && certificateDomains.length === 0) return undefined;
    if (Token.isUnresolved(this.account)) {
      if (certificateDomains.length) {
        throw new DeployConfigError(
          `Context ${certificateDomains.length > 1 ? 'appDomain/shortDomain' : config.appDomain ? 'appDomain' : 'shortDomain'} without certificateArn: the stack is in ${this.region} and makes their certificate in its us-east-1 edge stack, which needs an account. Deploy (or synth) with credentials (CDK_DEFAULT_ACCOUNT), or pass -c certificateArn=arn:aws:acm:us-east-1:… (docs/DEPLOY.md step 5).`,
        );
      }
      return undefined;
    }
    const holds = [firewall && 'the AWS WAF web ACLs', certificateDomains.length && "the custom domains' certificate"].filter(Boolean).join(' and ');
    return new KisaEdgeStack(scope, `${id}-Edge`, {
      env: { account: this.account, region: 'us-east-1' },
      mainStackName: this.stackName,
      firewall,
      certificateDomains,
      description: `Kisa edge (us-east-1) of ${this.stackName}'s CloudFront distributions: ${holds}`,
    });
  }

  /**
   * The companion stack `<id>-EdgeAlarms` in us-east-1, when this stack is in another region:
   * the alarms on CloudFront's own metrics (published there only). It needs the account for its
   * cross-region references; without one (an offline synth with a region) it is left out with a
   * warning, and this stack keeps its Function URL alarm on the short domain (ShortDomain5xxRate).
   */
  private placeEdgeAlarmsStack(scope: Construct, id: string, config: KisaConfig, cdn: Distributions): KisaEdgeAlarmsStack | undefined {
    if (this.inUsEast1) return undefined;
    if (Token.isUnresolved(this.account)) {
      Annotations.of(this).addWarningV2(
        'kisa:edge-alarms-account',
        'No alarms on the CloudFront distributions: the stack is outside us-east-1 and has no account to place its edge alarms stack in. Deploy with credentials (CDK_DEFAULT_ACCOUNT) (docs/DEPLOY.md).',
      );
      return undefined;
    }
    return new KisaEdgeAlarmsStack(scope, `${id}-EdgeAlarms`, {
      env: { account: this.account, region: 'us-east-1' },
      mainStackName: this.stackName,
      alarmEmail: config.alarmEmail,
      distributions: cdn,
      firewall: this.waf,
      description: `Kisa edge alarms (us-east-1) of ${this.stackName}'s CloudFront distributions`,
    });
  }

  /**
   * WAF (constructs/web-acl.ts): off (`waf=false`); an existing web ACL (`wafWebAclArn`); else the
   * two web ACLs, here when this stack is in us-east-1 (or region-agnostic: `npm run synth`
   * without a region), otherwise in the companion stack `<id>-Edge` in us-east-1.
   */
  private placeFirewall(config: KisaConfig): EdgeFirewallPlacement {
    if (config.wafWebAclArn) return { kind: 'attached', webAclArn: config.wafWebAclArn };
    if (config.waf === false) return { kind: 'off', whyNone: `AWS WAF turned off for this deployment (context waf=false). ${APP_LIMITS}` };
    if (this.inUsEast1) {
      return { kind: 'created', firewall: new EdgeFirewall(this, 'Waf', { stackName: this.stackName }) };
    }
    if (!this.edgeStack?.firewall) {
      // Cross-region references need both stacks' account and region.
      Annotations.of(this).addWarningV2(
        'kisa:waf-account',
        'No AWS WAF: the stack is outside us-east-1 and has no account to place its edge stack in. Deploy with credentials (CDK_DEFAULT_ACCOUNT), or pass -c wafWebAclArn / -c waf=false (docs/DEPLOY.md, WAF).',
      );
      return { kind: 'off', whyNone: `No AWS WAF web ACL: the stack is in ${this.region} without an account for its us-east-1 edge stack. ${APP_LIMITS}` };
    }
    return { kind: 'created', firewall: this.edgeStack.firewall };
  }

  /**
   * The certificate of appDomain/shortDomain, which CloudFront reads only from us-east-1: the one
   * given (`certificateArn`); else one made for them (DNS-validated, constructs/edge-certificate.ts),
   * here when this stack is in us-east-1 (or region-agnostic), otherwise in the edge stack. None
   * without custom domains.
   *
   * From the edge stack the ARN crosses regions as a CDK cross-region reference
   * (`crossRegionReferences: true`, as the web ACL ARNs do) rather than an SSM parameter read by
   * this stack: a `{{resolve:ssm:…}}` parameter of a template is read in the template's own region
   * only, and `StringParameter.valueFromLookup` reads it at synth, with credentials, so `npx cdk
   * synth` could no longer run offline (and the first synth, before the edge stack exists, would
   * find nothing). CDK's reference synthesizes offline: the edge stack writes the ARN to an SSM
   * parameter in us-east-1 (`/cdk/exports/<stackName>/…`), this stack's one reader custom resource
   * reads it at deploy, and `cdk deploy --all` orders the two stacks.
   */
  private placeCertificate(config: KisaConfig): acm.ICertificate | undefined {
    if (config.certificateArn) return acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn);
    const domains = KisaStack.certificateDomains(config);
    if (domains.length === 0) return undefined;
    if (this.inUsEast1) return new EdgeCertificate(this, 'Certificate', { domains, stackName: this.stackName }).certificate;
    return this.edgeStack!.certificate!; // placeEdgeStack made it (or refused the context)
  }
}
