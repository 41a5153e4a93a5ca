import { Stack } from 'aws-cdk-lib';
import * as athena from 'aws-cdk-lib/aws-athena';
import * as glue from 'aws-cdk-lib/aws-glue';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeWildcardResource, REASONS } from './nag-suppressions';

export interface ClickAnalyticsProps {
  clickLogBucket: s3.IBucket;
  resultsBucket: s3.IBucket;
}

/** Prefix the click worker writes under (`clicks/dt=YYYY-MM-DD/<batch>.json.gz`). */
export const CLICK_LOG_PREFIX = 'clicks/';

/**
 * One click-log line (gzip NDJSON): exactly the fields the click worker writes
 * (functions/src/domain/clicks/enrich-click.ts `ClickRecord`; a test keeps them in sync).
 * Unknown browser/os/geo/referrer are null; `unique` = the visitor's first click on the link.
 */
export const COLUMNS: Array<[name: string, type: 'string' | 'boolean']> = [
  ['id', 'string'],
  ['time', 'string'], // ISO-8601
  ['shortUrl', 'string'], // the short code as visited
  ['linkId', 'string'],
  ['teamId', 'string'],
  ['visitorId', 'string'],
  ['unique', 'boolean'],
  ['ip', 'string'],
  ['browser', 'string'],
  ['os', 'string'],
  ['device', 'string'],
  ['referrer', 'string'],
  ['countryCode', 'string'],
  ['countryName', 'string'],
  ['city', 'string'],
  ['isBot', 'boolean'],
];

/**
 * Athena over the click log: a Glue table with partition projection on `dt`, so new
 * days are queryable the moment the worker writes them (no crawler, no MSCK REPAIR),
 * and a workgroup that enforces the results location and its encryption.
 */
export class ClickAnalytics extends Construct {
  readonly databaseName = 'kisa_analytics';
  readonly tableName = 'clicks';
  readonly workGroupName: string;
  private readonly props: ClickAnalyticsProps;

  constructor(scope: Construct, id: string, props: ClickAnalyticsProps) {
    super(scope, id);
    this.props = props;
    const stack = Stack.of(this);
    const location = `s3://${props.clickLogBucket.bucketName}/${CLICK_LOG_PREFIX}`;

    const database = new glue.CfnDatabase(this, 'Database', {
      catalogId: stack.account,
      databaseInput: { name: this.databaseName, description: 'Kisa click analytics' },
    });

    const table = new glue.CfnTable(this, 'ClicksTable', {
      catalogId: stack.account,
      databaseName: this.databaseName,
      tableInput: {
        name: this.tableName,
        tableType: 'EXTERNAL_TABLE',
        partitionKeys: [{ name: 'dt', type: 'string' }],
        parameters: {
          classification: 'json',
          compressionType: 'gzip',
          EXTERNAL: 'TRUE',
          'projection.enabled': 'true',
          'projection.dt.type': 'date',
          'projection.dt.format': 'yyyy-MM-dd',
          'projection.dt.range': '2024-01-01,NOW',
          'projection.dt.interval': '1',
          'projection.dt.interval.unit': 'DAYS',
          'storage.location.template': `${location}dt=\${dt}/`,
        },
        storageDescriptor: {
          location,
          columns: COLUMNS.map(([name, type]) => ({ name, type })),
          inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
          compressed: true,
          serdeInfo: {
            serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe',
            // Camel-case JSON keys map onto Athena's lower-cased column names.
            parameters: { 'case.insensitive': 'true', 'ignore.malformed.json': 'true' },
          },
        },
      },
    });
    table.addResourceDependency(database);

    const workGroup = new athena.CfnWorkGroup(this, 'WorkGroup', {
      name: `${stack.stackName}-analytics`,
      description: 'Kisa analytics queries (results expire with the bucket lifecycle)',
      recursiveDeleteOption: true,
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        // A runaway query over the whole log is capped (1 GB scanned).
        bytesScannedCutoffPerQuery: 1_073_741_824,
        resultConfiguration: {
          outputLocation: `s3://${props.resultsBucket.bucketName}/results/`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });
    this.workGroupName = workGroup.ref;
  }

  /** Lets `fn` run queries in the workgroup and read the click log; returns its env vars. */
  grantQuery(fn: lambda.Function): Record<string, string> {
    const stack = Stack.of(this);
    const { clickLogBucket, resultsBucket } = this.props;
    const allow = (actions: string[], resources: string[]) =>
      fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources }));

    allow(
      ['athena:StartQueryExecution', 'athena:GetQueryExecution', 'athena:GetQueryResults', 'athena:StopQueryExecution'],
      [stack.formatArn({ service: 'athena', resource: 'workgroup', resourceName: this.workGroupName })],
    );
    allow(
      ['glue:GetDatabase', 'glue:GetTable', 'glue:GetPartitions'],
      [
        stack.formatArn({ service: 'glue', resource: 'catalog' }),
        stack.formatArn({ service: 'glue', resource: 'database', resourceName: this.databaseName }),
        stack.formatArn({ service: 'glue', resource: 'table', resourceName: `${this.databaseName}/${this.tableName}` }),
      ],
    );
    // Athena reads the data and writes results with the caller's permissions.
    const clickObjects = clickLogBucket.arnForObjects(`${CLICK_LOG_PREFIX}*`);
    const resultObjects = resultsBucket.arnForObjects('results/*');
    allow(['s3:GetObject'], [clickObjects]);
    allow(['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'], [resultObjects]);
    allow(['s3:ListBucket', 's3:GetBucketLocation'], [clickLogBucket.bucketArn, resultsBucket.bucketArn]);
    acknowledgeWildcardResource(fn.role ?? fn, clickObjects, `${REASONS.objectKeys} Athena scans the date partitions under clicks/.`);
    acknowledgeWildcardResource(fn.role ?? fn, resultObjects, `${REASONS.objectKeys} Athena writes one result file per query under results/.`);

    return { ATHENA_WORKGROUP: this.workGroupName, GLUE_DATABASE: this.databaseName, GLUE_TABLE: this.tableName };
  }
}
