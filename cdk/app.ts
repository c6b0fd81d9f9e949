import { createDealerHubApp } from './dealerhub-app.ts';

// `cdk synth`, `cdk deploy --all`, and with `-c localstack=true` the LocalStack deployment.
createDealerHubApp().app.synth();
