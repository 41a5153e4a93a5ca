import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DeployConfigError, readDeployContext, type DeployContext } from '../lib/deploy-config';
import { KisaStack } from '../lib/kisa-stack';

/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy` from the repository root
 * (cdk.json: `npx tsx infra/bin/app.ts`). Settings come from context, e.g.
 * `-c mailDomain=mail.example.org -c appDomain=app.example.org -c shortDomain=ki.sa -c certificateArn=arn:…`;
 * every key is checked in lib/deploy-config.ts and explained in docs/DEPLOY.md.
 */
const app = new App();

let deploy: DeployContext;
try {
  deploy = readDeployContext((key) => app.node.tryGetContext(key));
} catch (e) {
  if (!(e instanceof DeployConfigError)) throw e;
  // One line, no stack trace: the message names the flag to pass.
  console.error(`Kisa: ${e.message}`);
  process.exit(1);
}

// A check of the template without a mail domain: say so once; CloudFormation refuses to deploy it.
if (deploy.config.undeployable) console.error(`Kisa: ${deploy.config.undeployable}`);

new KisaStack(app, deploy.stackName, {
  config: deploy.config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Kisa short-link platform',
});

// AwsSolutions checks run as a validation plugin at synth: an unacknowledged error
// fails `cdk synth`. Acknowledgements live beside the resources (constructs/nag-suppressions.ts).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
