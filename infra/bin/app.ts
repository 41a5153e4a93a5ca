import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DeployConfigError, readDeployContext, type DeployContext } from '../lib/deploy-config';
import { KisaStack } from '../lib/kisa-stack';

/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy` from the repository root
 * (cdk.json: `npx tsx infra/bin/app.ts`). Settings come from context, e.g.
 * `-c mailDomain=mail.example.org -c appDomain=app.example.org -c shortDomain=ki.sa` (their certificate made by
 * the stack, or an existing one with `-c certificateArn=arn:…`);
 * every key is checked in lib/deploy-config.ts and explained in docs/DEPLOY.md.
 */
const app = new App();

/** Runs `build`; a DeployConfigError stops the app with one line, no stack trace: the message names the flag to pass. */
function orRefuse<T>(build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (!(e instanceof DeployConfigError)) throw e;
    console.error(`Kisa: ${e.message}`);
    process.exit(1);
  }
}

const deploy: DeployContext = orRefuse(() => readDeployContext((key) => app.node.tryGetContext(key)));

// A check of the template without a mail domain: say so once; CloudFormation refuses to deploy it.
if (deploy.config.undeployable) console.error(`Kisa: ${deploy.config.undeployable}`);

// The stack refuses what depends on the account and region too (e.g. custom domains without
// certificateArn outside us-east-1 and without an account for the edge stack holding their certificate).
orRefuse(
  () =>
    new KisaStack(app, deploy.stackName, {
      config: deploy.config,
      env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
      description: 'Kisa short-link platform',
    }),
);

// AwsSolutions checks run as a validation plugin at synth: an unacknowledged error
// fails `cdk synth`. Acknowledgements live beside the resources (constructs/nag-suppressions.ts).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
