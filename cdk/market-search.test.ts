import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { MARKET_SEARCH_COLLECTION, MarketSearchCollection } from './market-search.ts';

/** The search engine design of the market-wide list, synthesized on its own (no bundling). */
const synthesized = () => {
  const stack = new Stack(new App(), 'Market', { env: { account: '111111111111', region: 'eu-west-1' } });
  const lambda = (id: string) => {
    const fn = new LambdaFunction(stack, id, { runtime: Runtime.NODEJS_22_X, handler: 'index.handler', code: Code.fromInline('exports.handler = async () => ({})') });
    return { fn, role: fn.role! };
  };
  const market = lambda('MarketFunction');
  const projector = lambda('ProjectorFunction');
  const other = lambda('CasesFunction');
  new MarketSearchCollection(stack, 'MarketSearch', { readers: [market], writers: [projector] });
  return { template: Template.fromStack(stack), stack, market, projector, other };
};

describe('the market search collection', () => {
  const { template, stack, market, projector, other } = synthesized();

  it('is a search collection, encrypted, reached over its endpoint with IAM, created after its policies', () => {
    template.resourceCountIs('AWS::OpenSearchServerless::Collection', 1);
    const [id, collection] = Object.entries(template.findResources('AWS::OpenSearchServerless::Collection'))[0]!;
    expect(collection.Properties).toMatchObject({ Name: MARKET_SEARCH_COLLECTION, Type: 'SEARCH' });
    expect(collection.DependsOn).toHaveLength(2);
    template.hasResourceProperties('AWS::OpenSearchServerless::SecurityPolicy', { Type: 'encryption', Policy: Match.stringLikeRegexp('"AWSOwnedKey":true') });
    template.hasResourceProperties('AWS::OpenSearchServerless::SecurityPolicy', { Type: 'network', Policy: Match.stringLikeRegexp(`collection/${MARKET_SEARCH_COLLECTION}`) });
    expect(id).toBeDefined();
  });

  it('lets the market read the listings index and the projector write it, and nobody else', () => {
    const policy = JSON.stringify(template.findResources('AWS::OpenSearchServerless::AccessPolicy'));
    const roleRef = (role: typeof market.role) => stack.getLogicalId(role.node.defaultChild as never);
    expect(policy).toContain(roleRef(market.role));
    expect(policy).toContain(roleRef(projector.role));
    expect(policy).not.toContain(roleRef(other.role));
    expect(policy).toContain('aoss:WriteDocument');
    for (const grantee of [market, projector]) {
      template.hasResourceProperties('AWS::IAM::Policy', {
        Roles: [{ Ref: roleRef(grantee.role) }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: 'aoss:APIAccessAll', Resource: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] } })]) },
      });
    }
  });

  it('selects the adapter in the Lambdas that use it by the environment, with the collection’s endpoint', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { MARKET_SEARCH: 'opensearch', MARKET_SEARCH_ENDPOINT: { 'Fn::GetAtt': [Match.anyValue(), 'CollectionEndpoint'] } } },
    });
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions.filter((fn) => fn.Properties.Environment?.Variables?.MARKET_SEARCH === 'opensearch')).toHaveLength(2);
  });
});
