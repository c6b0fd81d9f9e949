import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { projectionsCaughtUp, RUN } from './case-support.ts';

/**
 * `GET /api/customer/get` of a business customer keeps its published contract (the API client checks every answer
 * against `GET /api/openapi.json`), also when the company has no decision maker or business users.
 */
// A salesman of the third dealer group: the demo group's customer counts, which other suites check, stay as they are.
let salesman: ApiClient; // saelger@vestkyst-biler.example.dk, Salesman in department 201

beforeAll(async () => {
  salesman = await loggedIn('saelger@vestkyst-biler.example.dk');
  await projectionsCaughtUp();
});

interface BusinessCustomer {
  Id: string;
  IsBusiness: boolean;
  CompanyName: string;
  DecisionMaker?: unknown;
  BusinessUser1?: unknown;
}

describe('a business customer without a decision maker', () => {
  it('is answered within the contract, with no decision maker', async () => {
    const saved = await salesman.post<string>('/api/customer/savebusiness', {
      Id: '0',
      CompanyName: `Uden Beslutningstager ${RUN} ApS`,
      CompanyType: 2,
      Cvr: '27182818',
      Street: 'Havnegade',
      StreetNumber: '9',
      ZipCode: '6700',
      City: 'Esbjerg',
      Phone: '86123499',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = await salesman.get<BusinessCustomer>(`/api/customer/get?id=${saved.body}&MinVersion=${saved.headers.get('etag')!.replace(/"/g, '')}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ Id: saved.body, IsBusiness: true, CompanyName: `Uden Beslutningstager ${RUN} ApS` });
    expect(answer.body.DecisionMaker ?? null).toBeNull();
    expect(answer.body.BusinessUser1 ?? null).toBeNull();
  });
});
