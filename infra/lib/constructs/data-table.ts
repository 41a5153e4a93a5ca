import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/**
 * The single DynamoDB table of docs/DATA-MODEL.md: PK/SK, GSI1, GSI2 (projection ALL),
 * TTL on `ttl`. On-demand because traffic is spiky (bulk imports, viral links) and
 * PITR + deletion protection + RETAIN because this table *is* the product's data.
 */
export class DataTable extends Construct {
  readonly table: dynamodb.Table;
  /** Index names, so grants can list each index ARN instead of `index/*`. */
  readonly indexNames = ['GSI1', 'GSI2'] as const;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const str = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'PK', type: str },
      sortKey: { name: 'SK', type: str },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'ttl',
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
    });
    for (const name of this.indexNames) {
      this.table.addGlobalSecondaryIndex({
        indexName: name,
        partitionKey: { name: `${name}PK`, type: str },
        sortKey: { name: `${name}SK`, type: str },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }

  /** ARNs of the table and each index, for explicit (wildcard-free) IAM statements. */
  get resourceArns(): string[] {
    return [this.table.tableArn, ...this.indexNames.map((n) => `${this.table.tableArn}/index/${n}`)];
  }
}
