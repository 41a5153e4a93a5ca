import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { KisaStack, type KisaConfig } from '../lib/kisa-stack';

/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy` from the repository root
 * (cdk.json: `npx tsx infra/bin/app.ts`). Settings come from context, e.g.
 * `-c appDomain=app.example.com -c shortDomain=ki.sa -c certificateArn=arn:… -c mailDomain=example.com`.
 */
const app = new App();
const ctx = (key: string): string | undefined => {
  const v: unknown = app.node.tryGetContext(key);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

const config: KisaConfig = {
  appDomain: ctx('appDomain'),
  shortDomain: ctx('shortDomain'),
  certificateArn: ctx('certificateArn'),
  mailDomain: ctx('mailDomain') ?? 'example.com',
  mailFrom: ctx('mailFrom'),
  logLevel: ctx('logLevel'),
};

new KisaStack(app, ctx('stackName') ?? 'Kisa', {
  config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Kisa short-link platform',
});

// AwsSolutions checks run as a validation plugin at synth: an unacknowledged error
// fails `cdk synth`. Acknowledgements live beside the resources (constructs/nag-suppressions.ts).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
