import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { danishBody, idField, notTenantId, querySchema, scopedId, withIdFields } from './request-schemas.ts';
import { fieldName, idFieldsOf, referredIds, refuseIdsOutOfScope, type IdScopes } from './scoped-ids.ts';
import type { Session } from './session-context.ts';

const marked = (schema: z.ZodType) => idFieldsOf(schema).map(({ path, marker }) => [fieldName(path), marker?.idKind ?? (marker ? 'none' : 'unmarked')]);

describe('the id fields of a request schema', () => {
  it('are found through queries, bodies, pipes, lazy schemas, lists and path markers, and an unmarked id-like field is reported', () => {
    const body = withIdFields(
      danishBody(
        z.preprocess(
          (value) => value,
          z.lazy(() =>
            z.object({
              CustomerId: scopedId('customer', 'CustomerId').nullable().optional(),
              CarIds: z.array(scopedId('car', 'CarIds')),
              SalesItem: z.object({ Id: idField('Id').nullable(), ModelCatalogueId: z.string().nullable() }).nullable(),
              Offer: z.object({ PartnerId: z.string() }).optional(),
              Guid: z.string(),
            }),
          ),
        ),
      ),
      { 'SalesItem.Id': 'car', 'SalesItem.ModelCatalogueId': { notTenantData: 'the catalogue' } },
    );
    expect(marked(body)).toEqual([
      ['SalesItem.Id', 'car'],
      ['SalesItem.ModelCatalogueId', 'none'],
      ['CustomerId', 'customer'],
      ['CarIds', 'car'],
      ['Offer.PartnerId', 'unmarked'],
    ]);
    expect(marked(querySchema({ caseid: scopedId('case', 'caseid'), DbiId: notTenantId(z.string(), 'the catalogue'), make: z.string() }))).toEqual([
      ['caseid', 'case'],
      ['DbiId', 'none'],
    ]);
  });

  it("are read from the parsed request by their markers, a department's own settings left to the route", () => {
    const query = querySchema({
      AppendixId: scopedId('appendix', 'AppendixId'),
      customerId: scopedId('customer', 'customerId'),
      SelectedDealerIds: z.array(scopedId('department', 'SelectedDealerIds')),
    });
    const parsed = query.parse({ appendixid: '7', customerid: '78', SelectedDealerIds: ['101', '201'] });
    expect(referredIds(query, parsed)).toEqual([
      { kind: 'customer', field: 'customerId', id: '78' },
      { kind: 'department', field: 'SelectedDealerIds', id: '101' },
      { kind: 'department', field: 'SelectedDealerIds', id: '201' },
    ]);
  });
});

describe('an id out of scope', () => {
  const session = { dealerId: '101' } as Session;
  const only = (allowed: string[]) => async (_session: Session, ids: readonly string[]) => new Set(ids.filter((id) => allowed.includes(id)));
  const scopes: IdScopes = { case: only([]), customer: only(['77']), car: only(['93']), customerCar: only([]), user: only(['5']), department: only(['101']) };

  it('is refused as an unknown one (404), naming the first field that carries one', async () => {
    await expect(
      refuseIdsOutOfScope(
        session,
        [
          { kind: 'customer', field: 'CustomerId', id: '77' },
          { kind: 'car', field: 'SalesItem.Id', id: '94' },
        ],
        scopes,
      ),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Bilen findes ikke.', details: { field: 'SalesItem.Id', code: 'NotFound' } });
  });

  it('lets a request through whose every id is in scope', async () => {
    await expect(refuseIdsOutOfScope(session, [{ kind: 'customer', field: 'CustomerId', id: '77' }, { kind: 'user', field: 'CaseManagerId', id: '5' }], scopes)).resolves.toBeUndefined();
  });
});
