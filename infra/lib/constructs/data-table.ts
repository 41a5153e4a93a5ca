import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { TABLE_INDEXES, TABLE_KEY, TABLE_TTL_ATTRIBUTE, type TableIndex } from '@kisa/shared';
import { Construct } from 'constructs';

const PROJECTION: Record<TableIndex['projection'], dynamodb.ProjectionType> = { ALL: dynamodb.ProjectionType.ALL, INCLUDE: dynamodb.ProjectionType.INCLUDE };

/**
 * The single DynamoDB table of docs/DATA-MODEL.md: keys, indexes and TTL attribute from
 * shared/src/table-schema.ts (the local runtime creates the same). On-demand because traffic
 * is spiky (bulk imports, viral links) and PITR + deletion protection + RETAIN because this
 * table *is* the product's data.
 */
export class DataTable extends Construct {
  readonly table: dynamodb.Table;
  /** Index names, so grants can list each index ARN instead of `index/*`. */
  readonly indexNames = TABLE_INDEXES.map((i) => i.name);

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const str = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partitionKey, type: str },
      sortKey: { name: TABLE_KEY.sortKey, type: str },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
    });
    for (const index of TABLE_INDEXES as readonly TableIndex[]) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: str },
        sortKey: { name: index.sortKey, type: str },
        projectionType: PROJECTION[index.projection],
        ...(index.nonKeyAttributes ? { nonKeyAttributes: [...index.nonKeyAttributes] } : {}),
      });
    }
  }

  /** ARNs of the table and each index, for explicit (wildcard-free) IAM statements. */
  get resourceArns(): string[] {
    return [this.table.tableArn, ...this.indexNames.map((n) => `${this.table.tableArn}/index/${n}`)];
  }
}
