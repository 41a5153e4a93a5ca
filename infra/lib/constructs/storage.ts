import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { CLICK_LOG_RETENTION_DAYS, PREVIEW_IMAGE_TAG, PREVIEW_IMAGES_PREFIX, PREVIEW_PENDING_DAYS, RAW_IP_DAYS } from '@kisa/shared';
import { Construct } from 'constructs';

/** Days an upload left unfinished (a browser's export upload, an interrupted sync) is kept before S3 aborts it. */
export const ABORT_INCOMPLETE_UPLOADS_DAYS = 1;
/** Days the SPA bucket keeps an overwritten or deleted file's previous version (rolling a release back: docs/DEPLOY.md). */
export const SPA_PREVIOUS_VERSIONS_DAYS = 30;
/** Days a deleted link preview image's last version is kept (the bucket is versioned) before S3 removes it for good. */
export const DELETED_PREVIEW_IMAGES_DAYS = 1;

export interface StorageProps {
  /** Days the click log keeps visitor addresses whole (context `rawIpDays`); default RAW_IP_DAYS. The access logs go with them. */
  rawIpDays?: number;
}

/**
 * The product's buckets. All are private, encrypted, SSL-only and log their access to
 * one log bucket (which also takes CloudFront's standard logs). Every bucket aborts multipart
 * uploads left unfinished after a day (their parts are billed as storage until then and are
 * invisible in a listing).
 */
export class Storage extends Construct {
  /** Server access logs of the other buckets + CloudFront logs. */
  readonly logBucket: s3.Bucket;
  /** The React build, served only through CloudFront (OAC). */
  readonly spaBucket: s3.Bucket;
  /**
   * Link preview images (customer data) under `previews/`, served by the app distribution at the
   * same path: a bucket of their own, so a release's `s3 sync --delete` of the SPA bucket never touches them.
   */
  readonly previewBucket: s3.Bucket;
  /** Gzipped NDJSON click log, `clicks/tb=hNN/dt=YYYY-MM-DD/…` (by raw team bucket), queried by Athena. */
  readonly clickLogBucket: s3.Bucket;
  /** Short-lived campaign/visitor exports handed out as presigned URLs. */
  readonly exportsBucket: s3.Bucket;
  /** Athena query results. */
  readonly athenaResultsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageProps = {}) {
    super(scope, id);

    this.logBucket = new s3.Bucket(this, 'Logs', {
      ...secure(),
      // CloudFront standard logging writes with ACLs, so ACLs must stay enabled here.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // CloudFront's and S3's access logs hold every visitor's whole address: they go when the
      // click log truncates its own (rawIpDays), not later.
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(props.rawIpDays ?? RAW_IP_DAYS), ...abortIncomplete() }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.spaBucket = new s3.Bucket(this, 'Spa', {
      ...secure(),
      ...this.accessLogs('s3/spa/'),
      // Versioned: a release overwrites index.html; the previous one (and any file a sync
      // deleted) stays restorable for 30 days, so a release can be rolled back without a rebuild.
      versioned: true,
      lifecycleRules: [{ id: 'previous-releases', noncurrentVersionExpiration: Duration.days(SPA_PREVIOUS_VERSIONS_DAYS), ...abortIncomplete() }],
      // RETAIN everywhere: CloudFormation cannot delete non-empty buckets anyway.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.previewBucket = new s3.Bucket(this, 'Previews', {
      ...secure(),
      ...this.accessLogs('s3/previews/'),
      // Versioned: a deleted image's version stays a day (an undo window for a mistaken delete).
      versioned: true,
      lifecycleRules: [
        // An upload no link named (still tagged pending) expires a day after it was made; a deleted
        // image's version (a replaced or removed one, a deleted link's) goes a day after its delete.
        {
          id: 'preview-uploads-never-saved',
          prefix: `${PREVIEW_IMAGES_PREFIX}/`,
          tagFilters: { [PREVIEW_IMAGE_TAG.key]: PREVIEW_IMAGE_TAG.pending },
          expiration: Duration.days(PREVIEW_PENDING_DAYS),
          noncurrentVersionExpiration: Duration.days(PREVIEW_PENDING_DAYS),
        },
        {
          id: 'deleted-preview-images',
          prefix: `${PREVIEW_IMAGES_PREFIX}/`,
          noncurrentVersionExpiration: Duration.days(DELETED_PREVIEW_IMAGES_DAYS),
          ...abortIncomplete(),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // A takedown (a moderator disabled the link) re-tags its image `disabled`: CloudFront may no longer
    // read it, so once its edge copy is invalidated (or ages out) the image answers 403 everywhere.
    this.previewBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'TakenDownPreviewImages',
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.previewBucket.arnForObjects(`${PREVIEW_IMAGES_PREFIX}/*`)],
        conditions: { StringEquals: { [`s3:ExistingObjectTag/${PREVIEW_IMAGE_TAG.key}`]: PREVIEW_IMAGE_TAG.disabled } },
      }),
    );

    this.clickLogBucket = new s3.Bucket(this, 'ClickLog', {
      ...secure(),
      ...this.accessLogs('s3/click-log/'),
      // Analytics read mostly the last weeks; a bit over a year is kept for year-on-year.
      lifecycleRules: [
        {
          id: 'click-log-tiering',
          transitions: [{ storageClass: s3.StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) }],
          // CLICK_LOG_RETENTION_DAYS: the first-visit markers (VISIT#…) expire with their click.
          expiration: Duration.days(CLICK_LOG_RETENTION_DAYS),
          ...abortIncomplete(),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.exportsBucket = new s3.Bucket(this, 'Exports', {
      ...secure(),
      ...this.accessLogs('s3/exports/'),
      lifecycleRules: [{ id: 'expire-exports', expiration: Duration.days(7), ...abortIncomplete() }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.athenaResultsBucket = new s3.Bucket(this, 'AthenaResults', {
      ...secure(),
      ...this.accessLogs('s3/athena-results/'),
      // Results are read once by the analytics handler right after the query.
      lifecycleRules: [{ id: 'expire-results', expiration: Duration.days(7), ...abortIncomplete() }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * CORS so the web app (on `appOrigin`) can GET/PUT exports with presigned URLs, and PUT link
   * preview images into the preview bucket with theirs. `uploadOrigin`: the app's origin
   * where it is a plain name (context appDomain); else any: the app distribution's own name would
   * make a cycle (that distribution's CSP names this bucket's host). Either way only a
   * presigned PUT under previews/ can write: the URL is the credential, CORS only lets a browser send it.
   */
  allowAppOrigin(appOrigin: string, uploadOrigin = '*'): void {
    this.exportsBucket.addCorsRule({
      allowedOrigins: [appOrigin],
      allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.PUT],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag', 'Content-Disposition'],
      maxAge: 3000,
    });
    this.previewBucket.addCorsRule({
      allowedOrigins: [uploadOrigin],
      allowedMethods: [s3.HttpMethods.PUT],
      // x-amz-tagging: the `pending` tag the presigned PUT signs (PREVIEW_IMAGE_TAG).
      allowedHeaders: ['content-type', 'x-amz-tagging'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }

  private accessLogs(prefix: string): Pick<s3.BucketProps, 'serverAccessLogsBucket' | 'serverAccessLogsPrefix'> {
    return { serverAccessLogsBucket: this.logBucket, serverAccessLogsPrefix: prefix };
  }
}

function abortIncomplete(): Pick<s3.LifecycleRule, 'abortIncompleteMultipartUploadAfter'> {
  return { abortIncompleteMultipartUploadAfter: Duration.days(ABORT_INCOMPLETE_UPLOADS_DAYS) };
}

function secure(): Pick<s3.BucketProps, 'blockPublicAccess' | 'encryption' | 'enforceSSL' | 'versioned'> {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: false,
  };
}
