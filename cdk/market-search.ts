import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnAccessPolicy, CfnCollection, CfnSecurityPolicy } from 'aws-cdk-lib/aws-opensearchserverless';
import { Construct } from 'constructs';

/**
 * The market-wide list's search engine in AWS (DESIGN "At scale"): an OpenSearch Serverless search collection behind
 * the market's search port (`functions/market/market-search.ts`), in place of the in-process index the Lambda builds
 * locally. The market's Lambda searches it; the writer (the market's projection, which keeps the index from the
 * listing events as it keeps the price cells) indexes into it. Both sign their requests with their roles: the
 * collection is reached over its public endpoint with IAM only (the Lambdas run outside a VPC), and its data access
 * policy names exactly these roles. `MARKET_SEARCH=opensearch` and `MARKET_SEARCH_ENDPOINT` select the adapter.
 *
 * Deployed only with `-c marketSearch=opensearch`: the adapter's code is not written yet, and a Lambda told to use an
 * adapter it lacks refuses to start its market (functions/market/market.ts).
 */
export const MARKET_SEARCH_COLLECTION = 'dealerhub-market';
/** The index of the market's listings (one document per listing, the list's fields). */
export const MARKET_SEARCH_INDEX = 'listings';
/** The CDK context key and value that deploy it. */
export const MARKET_SEARCH_CONTEXT = { key: 'marketSearch', value: 'opensearch' } as const;

export interface MarketSearchProps {
  /** The Lambdas that search the market (the market context's). */
  readers: readonly { fn: LambdaFunction; role: IRole }[];
  /** The Lambdas that keep the index from the listing events (the projector). */
  writers: readonly { fn: LambdaFunction; role: IRole }[];
}

export class MarketSearchCollection extends Construct {
  readonly collection: CfnCollection;

  constructor(scope: Construct, id: string, props: MarketSearchProps) {
    super(scope, id);
    const name = MARKET_SEARCH_COLLECTION;
    // Encryption at rest with an AWS-owned key and the network policy must exist before the collection is created.
    const encryption = new CfnSecurityPolicy(this, 'Encryption', {
      name: `${name}-encryption`,
      type: 'encryption',
      policy: JSON.stringify({ Rules: [{ ResourceType: 'collection', Resource: [`collection/${name}`] }], AWSOwnedKey: true }),
    });
    const network = new CfnSecurityPolicy(this, 'Network', {
      name: `${name}-network`,
      type: 'network',
      // The API's Lambdas run outside a VPC: the endpoint is public, and every request is signed and checked by IAM and
      // the data access policy below. The dashboards are not opened.
      policy: JSON.stringify([{ Rules: [{ ResourceType: 'collection', Resource: [`collection/${name}`] }], AllowFromPublic: true }]),
    });
    this.collection = new CfnCollection(this, 'Collection', {
      name,
      type: 'SEARCH',
      description: 'The market-wide list of listings (all cars, the marketplace)',
      // Two replicas across zones: the list is read all day by every dealer.
      standbyReplicas: 'ENABLED',
    });
    this.collection.addDependency(encryption);
    this.collection.addDependency(network);

    const index = `index/${name}/${MARKET_SEARCH_INDEX}`;
    const principals = (lambdas: MarketSearchProps['readers']) => lambdas.map(({ role }) => role.roleArn);
    new CfnAccessPolicy(this, 'DataAccess', {
      name: `${name}-access`,
      type: 'data',
      policy: Stack.of(this).toJsonString([
        ...(props.readers.length
          ? [{ Rules: [{ ResourceType: 'index', Resource: [index], Permission: ['aoss:ReadDocument', 'aoss:DescribeIndex'] }], Principal: principals(props.readers) }]
          : []),
        ...(props.writers.length
          ? [
              {
                Rules: [{ ResourceType: 'index', Resource: [index], Permission: ['aoss:ReadDocument', 'aoss:WriteDocument', 'aoss:CreateIndex', 'aoss:UpdateIndex', 'aoss:DescribeIndex'] }],
                Principal: principals(props.writers),
              },
            ]
          : []),
      ]),
    });

    for (const { fn, role } of [...props.readers, ...props.writers]) {
      // IAM lets the role call the collection's data plane at all; the data access policy says what on which index.
      role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['aoss:APIAccessAll'], resources: [this.collection.attrArn] }));
      fn.addEnvironment('MARKET_SEARCH', 'opensearch');
      fn.addEnvironment('MARKET_SEARCH_ENDPOINT', this.collection.attrCollectionEndpoint);
    }
  }
}
