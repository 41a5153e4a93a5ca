import { Stack, Token } from 'aws-cdk-lib';
import * as athena from 'aws-cdk-lib/aws-athena';
import * as glue from 'aws-cdk-lib/aws-glue';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  CLICK_LOG_COLUMNS,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_PARTITION,
  CLICK_LOG_PREFIX,
  CLICK_LOG_STATE_KEY,
  CLICK_LOG_TEAM_PARTITION,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  clickLogDayPrefix,
  CONVERSION_INCOMING_PREFIX,
  CONVERSION_LOG_COLUMNS,
  CONVERSION_LOG_PREFIX,
  CONVERSION_TEAM_PARTITION,
  IMPORTED_CLICK_COLUMNS,
  IMPORTED_CLICKS_PREFIX,
  IMPORTED_CLICKS_TABLE,
  IMPORTED_CLICKS_TEAM_PARTITION,
  ROLLUP_COLUMNS,
  TEAM_LAYOUT_COLUMNS,
  teamDayPrefix,
} from '@kisa/shared';
import { rawBucketTableOf } from '@kisa/functions/src/data/clicks/click-log-files';
import { acknowledgeWildcardResource, REASONS } from './nag-suppressions';

export interface ClickAnalyticsProps {
  clickLogBucket: s3.IBucket;
  resultsBucket: s3.IBucket;
}

/**
 * `Kisa` → `kisa_analytics` (the name before it was scoped, so the default stack keeps its
 * database): Athena takes lower-case letters, digits and underscores in database names.
 */
export function glueDatabaseName(stackName: string): string {
  if (Token.isUnresolved(stackName)) throw new Error('ClickAnalytics needs a concrete stack name to name its Glue database');
  return `${stackName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_analytics`;
}

/** Glue columns of both tables: the click log's one definition (shared/src/click-log.ts). */
const COLUMNS = CLICK_LOG_COLUMNS.map(([name, type]) => ({ name, type }));
/** The day partition column (`dt`), projected as dates (`yyyy-MM-dd` = partitionOf). */
const dt = CLICK_LOG_PARTITION;
/** The team-bucket partition (`tb`) of the team layout, projected as `injected`: every query names its team's buckets. */
const tb = CLICK_LOG_TEAM_PARTITION;
/** The conversion log's team partition (`team`), projected as `injected`: every query names its team. */
const team = CONVERSION_TEAM_PARTITION;
/**
 * The team layout's columns: the log's, plus the quarter hour (`bucket`) where it always was,
 * after `isBot`; columns the log gained since (`domain`, `tagIds`, `ruleId`, `variantId`) come after it. Parquet
 * is read by name: files written before a column existed read it as null.
 */
const TEAM_COLUMNS = TEAM_LAYOUT_COLUMNS.map(([name, type]) => ({ name, type }));
const ROLLUP_GLUE_COLUMNS = ROLLUP_COLUMNS.map(([name, type]) => ({ name, type }));
const PARQUET_STORAGE: glue.CfnTable.StorageDescriptorProperty = {
  inputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat',
  outputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetOutputFormat',
  serdeInfo: { serializationLibrary: 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe' },
};

/**
 * Athena over the click log: two Glue tables with partition projection on `dt`, so new
 * days are queryable the moment they are written (no crawler, no MSCK REPAIR) — `clicks`
 * over the raw gzip NDJSON batches, `clicks_compact` over the Parquet files compaction makes
 * of them (readers take both and keep one line per click id) — and a workgroup that
 * enforces the results location and its encryption.
 *
 * Glue databases and Athena workgroups are named per account and region, so both names
 * come from the stack's name: a second stack (`-c stackName=KisaStaging`) beside the first
 * gets its own. The tables are named inside their database.
 */
export class ClickAnalytics extends Construct {
  readonly databaseName: string;
  readonly tableName = 'clicks';
  /** The raw batches by team bucket (`tb` injected + `dt`): a team's query lists and reads its bucket's only. */
  readonly rawBucketTableName = rawBucketTableOf(this.tableName);
  readonly compactTableName = 'clicks_compact';
  /** The team layout: `tb` (injected) + `dt` (date) partitions; and its rollups. */
  readonly teamTableName = 'clicks_by_team';
  readonly rollupTableName = 'click_rollups';
  /**
   * The conversion log: JSON lines beside the click log, partitioned by team (injected)
   * — compacted gzip files by `team` and `dt` (the click's day), incoming objects by `team` only.
   */
  readonly conversionTableName = 'conversions';
  readonly conversionIncomingTableName = 'conversions_incoming';
  /** Imported history (clicks other link services counted, by day): JSON lines by team (injected). */
  readonly importedTableName = IMPORTED_CLICKS_TABLE;
  readonly workGroupName: string;
  private readonly props: ClickAnalyticsProps;

  constructor(scope: Construct, id: string, props: ClickAnalyticsProps) {
    super(scope, id);
    this.props = props;
    const stack = Stack.of(this);
    this.databaseName = glueDatabaseName(stack.stackName);

    const database = new glue.CfnDatabase(this, 'Database', {
      catalogId: stack.account,
      databaseInput: { name: this.databaseName, description: 'Kisa click analytics' },
    });

    // Every table's `dt` (the layout's day folders) is projected as dates.
    const dayProjection = {
      [`projection.${dt}.type`]: 'date',
      [`projection.${dt}.format`]: 'yyyy-MM-dd',
      [`projection.${dt}.range`]: '2024-01-01,NOW',
      [`projection.${dt}.interval`]: '1',
      [`projection.${dt}.interval.unit`]: 'DAYS',
    };
    /**
     * One external table over a prefix of the click-log bucket, its partitions projected (never
     * crawled): `partitions` name its keys, `projection` their projection parameters, `template`
     * the folder of one partition under the table's location.
     */
    type TableSpec = {
      name: string;
      prefix: string;
      partitions: string[];
      projection: Record<string, string>;
      template: (location: string) => string;
      parameters: Record<string, string>;
      storage: glue.CfnTable.StorageDescriptorProperty;
      columns: glue.CfnTable.ColumnProperty[];
    };
    const table = (id: string, { name, prefix, partitions, projection, template, parameters, storage, columns }: TableSpec) => {
      const location = `s3://${props.clickLogBucket.bucketName}/${prefix}`;
      new glue.CfnTable(this, id, {
        catalogId: stack.account,
        databaseName: this.databaseName,
        tableInput: {
          name,
          tableType: 'EXTERNAL_TABLE',
          partitionKeys: partitions.map((key) => ({ name: key, type: 'string' })),
          parameters: { ...parameters, EXTERNAL: 'TRUE', 'projection.enabled': 'true', ...projection, 'storage.location.template': template(location) },
          storageDescriptor: { ...storage, location, columns },
        },
      }).addResourceDependency(database);
    };
    /** A partition whose value the query names as a literal (team bucket, team). */
    const injected = (key: string) => ({ [`projection.${key}.type`]: 'injected' });
    // JSON lines; camel-case JSON keys map onto Athena's lower-cased column names.
    const JSON_STORAGE: glue.CfnTable.StorageDescriptorProperty = {
      inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
      outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
      serdeInfo: { serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe', parameters: { 'case.insensitive': 'true', 'ignore.malformed.json': 'true' } },
    };
    // The legacy layout's day folders (shared/src/click-log.ts), the day left to projection.
    const byDay = { partitions: [dt], projection: dayProjection, template: (location: string) => clickLogDayPrefix(location, `\${${dt}}`) };

    // The team layout: `tb=<K>/dt=D/` folders; `tb` injected (a query names its team's bucket
    // keys — h00…h63 by hash, t-<teamId> for a big team — as literals), `dt` projected as dates.
    const byTeamBucket = {
      partitions: [tb, dt],
      projection: { ...injected(tb), ...dayProjection },
      template: (location: string) => teamDayPrefix(location, `\${${tb}}`, `\${${dt}}`),
    };
    const parquet = { parameters: { classification: 'parquet' }, storage: PARQUET_STORAGE };
    table('ClicksByTeamTable', { name: this.teamTableName, prefix: CLICK_LOG_TEAM_PREFIX, ...byTeamBucket, ...parquet, columns: TEAM_COLUMNS });
    table('ClickRollupsTable', { name: this.rollupTableName, prefix: CLICK_ROLLUP_PREFIX, ...byTeamBucket, ...parquet, columns: ROLLUP_GLUE_COLUMNS });

    table('ClicksTable', {
      name: this.tableName,
      prefix: CLICK_LOG_PREFIX,
      ...byDay,
      parameters: { classification: 'json', compressionType: 'gzip' },
      storage: { ...JSON_STORAGE, compressed: true },
      columns: COLUMNS,
    });
    // The same batches written by team bucket (`clicks/tb=<hNN>/dt=D/`): the `clicks` table above
    // keeps reading the day-only layout's objects until compaction has taken them all.
    table('ClicksByBucketTable', {
      name: this.rawBucketTableName,
      prefix: CLICK_LOG_PREFIX,
      ...byTeamBucket,
      parameters: { classification: 'json', compressionType: 'gzip' },
      storage: { ...JSON_STORAGE, compressed: true },
      columns: COLUMNS,
    });
    // Parquet columns are matched by name (case-insensitively), like the JSON keys above.
    table('ClicksCompactTable', { name: this.compactTableName, prefix: CLICK_LOG_COMPACT_PREFIX, ...byDay, ...parquet, columns: COLUMNS });

    // The conversion log (layout: shared/src/conversions.ts): JSON lines under `team=<team>/`
    // folders — compacted `.json.gz` files (gzip is read by their extension) in `dt=<click's day>/`
    // folders, and the incoming objects (one per conversion) of the minutes since the last compaction.
    const teamFolder = (location: string) => `${location}${team}=\${${team}}/`;
    const conversions = {
      parameters: { classification: 'json' },
      storage: JSON_STORAGE,
      columns: CONVERSION_LOG_COLUMNS.map(([name, type]) => ({ name, type })),
    };
    table('ConversionsTable', {
      name: this.conversionTableName,
      prefix: CONVERSION_LOG_PREFIX,
      partitions: [team, dt],
      projection: { ...injected(team), ...dayProjection },
      template: (location) => clickLogDayPrefix(teamFolder(location), `\${${dt}}`),
      ...conversions,
    });
    table('ConversionsIncomingTable', {
      name: this.conversionIncomingTableName,
      prefix: CONVERSION_INCOMING_PREFIX,
      partitions: [team],
      projection: injected(team),
      template: teamFolder,
      ...conversions,
    });

    // Imported history (shared/src/imported-clicks.ts): JSON lines under
    // `team=<team>/`. Partition projection on the team, injected, rather than a plain table
    // filtered by its `teamId` column: a query then lists and reads the asking team's folder only
    // (a few objects), where a plain table would scan every team's history on every page.
    const importedTeam = IMPORTED_CLICKS_TEAM_PARTITION;
    table('ImportedClicksTable', {
      name: this.importedTableName,
      prefix: IMPORTED_CLICKS_PREFIX,
      partitions: [importedTeam],
      projection: injected(importedTeam),
      template: (location) => `${location}${importedTeam}=\${${importedTeam}}/`,
      parameters: { classification: 'json' },
      storage: JSON_STORAGE,
      columns: IMPORTED_CLICK_COLUMNS.map(([name, type]) => ({ name, type })),
    });

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
    const allow = (actions: string[], resources: string[]) => fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources }));

    allow(
      ['athena:StartQueryExecution', 'athena:GetQueryExecution', 'athena:GetQueryResults', 'athena:StopQueryExecution'],
      [stack.formatArn({ service: 'athena', resource: 'workgroup', resourceName: this.workGroupName })],
    );
    allow(
      ['glue:GetDatabase', 'glue:GetTable', 'glue:GetPartitions'],
      [
        stack.formatArn({ service: 'glue', resource: 'catalog' }),
        stack.formatArn({ service: 'glue', resource: 'database', resourceName: this.databaseName }),
        ...[
          this.tableName,
          this.rawBucketTableName,
          this.compactTableName,
          this.teamTableName,
          this.rollupTableName,
          this.conversionTableName,
          this.conversionIncomingTableName,
          this.importedTableName,
        ].map((t) => stack.formatArn({ service: 'glue', resource: 'table', resourceName: `${this.databaseName}/${t}` })),
      ],
    );
    // Athena reads the data and writes results with the caller's permissions.
    const clickObjects = [
      CLICK_LOG_PREFIX,
      CLICK_LOG_COMPACT_PREFIX,
      CLICK_LOG_TEAM_PREFIX,
      CLICK_ROLLUP_PREFIX,
      CONVERSION_LOG_PREFIX,
      CONVERSION_INCOMING_PREFIX,
      IMPORTED_CLICKS_PREFIX,
    ].map((p) => clickLogBucket.arnForObjects(`${p}*`));
    const resultObjects = resultsBucket.arnForObjects('results/*');
    allow(['s3:GetObject'], clickObjects);
    // The committed state (which generation readers take): one object.
    allow(['s3:GetObject'], [clickLogBucket.arnForObjects(CLICK_LOG_STATE_KEY)]);
    allow(['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'], [resultObjects]);
    allow(['s3:ListBucket', 's3:GetBucketLocation'], [clickLogBucket.bucketArn, resultsBucket.bucketArn]);
    for (const arn of clickObjects)
      acknowledgeWildcardResource(
        fn.role ?? fn,
        arn,
        `${REASONS.objectKeys} Athena scans the date (and team-bucket) partitions of the raw and compacted log, its rollups, the team partitions of the conversion log (compacted and incoming) and of the imported history.`,
      );
    acknowledgeWildcardResource(fn.role ?? fn, resultObjects, `${REASONS.objectKeys} Athena writes one result file per query under results/.`);

    return {
      ATHENA_WORKGROUP: this.workGroupName,
      GLUE_DATABASE: this.databaseName,
      GLUE_TABLE: this.tableName,
      GLUE_COMPACT_TABLE: this.compactTableName,
      GLUE_TEAM_TABLE: this.teamTableName,
      GLUE_ROLLUP_TABLE: this.rollupTableName,
      GLUE_CONVERSION_TABLE: this.conversionTableName,
      GLUE_CONVERSION_INCOMING_TABLE: this.conversionIncomingTableName,
    };
  }
}
