import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loggedIn } from '../support/api-client.ts';
import { eventually, getCase, projectionsCaughtUp, RUN, saveCase, sellableCase } from './case-support.ts';

/**
 * Mass delete of customers (spec part 1 §4 "Mass delete", §7 "Customers", §8, §9): `POST /api/customer/deletemultiple/`
 * with at most 50 ids, each customer forgotten as `DELETE /api/customer/delete` forgets one: gone from the customer,
 * the list and the typeahead, its name gone from its cases (which stay). Forgetting is for those who lead (Aalborg's
 * sales manager); a salesman is refused. The customers are Aalborg's (102), named with this run's mark.
 */
interface Outcome {
  Deleted: string[];
  Failed: { Id: string; Message: string }[];
  Message: string;
}

const DELETE_MULTIPLE = '/api/customer/deletemultiple/';
const mark = RUN.toLowerCase();

let manager: ApiClient;
let salesman: ApiClient;
let vejle: ApiClient;

const newCustomer = async (client: ApiClient, lastName: string): Promise<string> => {
  const saved = await client.post<string>('/api/customer/save', {
    Id: '0',
    FirstName: 'Slet',
    LastName: `${lastName} ${RUN}`,
    Cpr: '1203881236',
    CellPhone: '61626364',
    Email: 'slet@example.dk',
    ZipCode: '9000',
    City: 'Aalborg',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
};

const listedIds = async (client: ApiClient): Promise<string[]> =>
  (await client.get<{ List: { Id: string }[] }>(`/api/customerlist/search/?FreeText=${mark}&count=500`)).body.List.map((row) => row.Id);

beforeAll(async () => {
  await projectionsCaughtUp();
  [manager, salesman, vejle] = await Promise.all([loggedIn('salgschef.aalborg@demo.dk'), loggedIn('saelger.aalborg@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
});

describe('mass delete of customers', () => {
  it('forgets each customer as deleting one does: gone from the customer, the list, the typeahead and its cases', async () => {
    const ids = [await newCustomer(salesman, 'Ærlig'), await newCustomer(salesman, 'Bøgelund'), await newCustomer(salesman, 'Kept')];
    const caseOfFirst = await saveCase(salesman, sellableCase(ids[0]!, 'slettes'));
    await projectionsCaughtUp();
    await eventually(() => listedIds(salesman), (listed) => ids.every((id) => listed.includes(id)));
    expect((await getCase(salesman, caseOfFirst.id)).CustomerId).toBe(ids[0]);

    const response = await manager.post<Outcome>(DELETE_MULTIPLE, { ids: [ids[0], ids[1]] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ Deleted: [ids[0], ids[1]], Failed: [], Message: 'De valgte kunder blev slettet permanent.' });
    await projectionsCaughtUp();

    for (const id of [ids[0]!, ids[1]!]) expect((await salesman.get(`/api/customer/get?id=${id}`)).status).toBe(404);
    expect((await salesman.get(`/api/customer/get?id=${ids[2]}`)).status).toBe(200);
    const listed = await eventually(() => listedIds(salesman), (found) => !found.includes(ids[0]!) && !found.includes(ids[1]!));
    expect(listed).toContain(ids[2]);
    expect(listed).not.toContain(ids[0]);
    expect(listed).not.toContain(ids[1]);
    const typeahead = await salesman.get<{ List: { Id: string }[] }>(`/api/typeaheadcustomers/lookup?searchText=${mark}&count=50`);
    expect(typeahead.body.List.map((item) => item.Id)).toEqual([ids[2]]);
    // The case stays, without the customer's name.
    const cases = await eventually(
      () => salesman.get<{ List: { Id: string; CustomerName: string | null }[] }>(`/api/caselist/search/?CaseId=${caseOfFirst.id}`),
      (reply) => reply.body.List?.[0]?.CustomerName === null,
    );
    expect(cases.body.List[0]).toMatchObject({ Id: caseOfFirst.id, CustomerName: null });
    // Asking again confirms, as deleting one does.
    const again = await manager.post<Outcome>(DELETE_MULTIPLE, { ids: [ids[0]] });
    expect(again.body.Deleted).toEqual([ids[0]]);
  });

  it("reports another department's or an unknown customer as not found, and deletes the rest", async () => {
    const own = await newCustomer(salesman, 'Egen');
    const vejles = await newCustomer(vejle, 'Fremmed');
    const response = await manager.post<Outcome>(DELETE_MULTIPLE, { ids: [vejles, own, '999999999'] });
    expect(response.status).toBe(200);
    expect(response.body.Deleted).toEqual([own]);
    expect(response.body.Failed).toEqual([
      { Id: vejles, Message: 'Kunden findes ikke.' },
      { Id: '999999999', Message: 'Kunden findes ikke.' },
    ]);
    expect(response.body.Message).toBe('Der skete en fejl ved sletning af de valgte kunder.');
    await projectionsCaughtUp();
    expect((await vejle.get(`/api/customer/get?id=${vejles}`)).status).toBe(200);
  });

  it('takes at most 50 ids, at least one, and names the field otherwise (400)', async () => {
    const tooMany = await manager.post<{ Message: string }>(DELETE_MULTIPLE, { ids: Array.from({ length: 51 }, (_, index) => String(900_000_000 + index)) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('Der kan højst slettes 50 kunder ad gangen.');
    expect((await manager.post(DELETE_MULTIPLE, { ids: [] })).status).toBe(400);
    expect((await manager.post(DELETE_MULTIPLE, { ids: ['abc'] })).status).toBe(400);
    expect((await manager.post(DELETE_MULTIPLE, {})).status).toBe(400);
  });

  it('is refused to a salesman (403) and without the anti-forgery token (403), deleting nothing', async () => {
    const id = await newCustomer(salesman, 'Bliver');
    expect((await salesman.post(DELETE_MULTIPLE, { ids: [id] })).status).toBe(403);
    expect((await manager.request('POST', DELETE_MULTIPLE, { body: { ids: [id] }, xsrf: false })).status).toBe(403);
    expect((await new ApiClient().post(DELETE_MULTIPLE, { ids: [id] })).status).toBe(401);
    await projectionsCaughtUp();
    expect((await salesman.get(`/api/customer/get?id=${id}`)).status).toBe(200);
  });
});
