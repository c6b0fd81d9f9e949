import { categoryLabel } from '../../domain/customers/customer.ts';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { mayPerform } from '../../domain/roles.ts';
import { latestCasesOfCustomer } from '../cases/readers.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { getRow } from '../platform/read-models.ts';
import { resolveSearchScope } from '../platform/search-scope.ts';
import { customerDetailsKey, type CustomerDetailsRow } from './projections/customer-details.ts';
import { carsOfCustomer } from './projections/customer-owned-cars.ts';

/** The detail pane shows a customer's latest 3 cases (spec part 1 §2, §9). */
export const DETAIL_PANE_CASES = 3;

/**
 * GET /api/customer/GetCustomerListDetails?id= (spec part 1 §2 "Customer list", §7): the customer list's detail pane,
 * the contact fields and the latest 3 cases, each to open. A customer of the caller's department, or of another
 * department of its conglomerate when it may search all departments; any other is 'Kunden findes ikke.' (404). The
 * cases come only where the dealer has the case function and the role may read cases (spec part 1 §6 "Case"), from
 * the cases context's readers; `Cases` is null otherwise. Only the customer's own rows are read: its details by key and
 * its cars by their owner's index key.
 */
export const handler = query({
  query: querySchema({ id: scopedId('customer', 'id') }),
  run: async ({ query: params, session }) => {
    const scope = await resolveSearchScope(session, 'Dealer');
    const readable = scope.offered.includes('Conglomerate') ? [...scope.branches.keys()] : [session.dealerId];
    const rows = await Promise.all(readable.map((dealerId) => getRow<CustomerDetailsRow>(customerDetailsKey(dealerId, params.id))));
    const row = rows.find((found) => found !== undefined);
    if (!row) throw notFound(CustomerMessages.notFound);
    const mayReadCases = session.roleFlags.has('case') && mayPerform(session, 'readCases');
    const [cars, cases] = await Promise.all([
      carsOfCustomer(row.DealerId, row.Id),
      mayReadCases ? latestCasesOfCustomer(readable, scope.branches, row.Id, DETAIL_PANE_CASES) : null,
    ]);
    const maker = row.IsBusiness ? row.DecisionMaker : null;
    return {
      Id: row.Id,
      DealerId: row.DealerId,
      DealerName: scope.branches.get(row.DealerId) ?? '',
      IsBusiness: row.IsBusiness,
      Category: row.Category,
      CategoryName: categoryLabel(row.Category),
      Name: row.Title,
      Street: row.Street,
      StreetNumber: row.StreetNumber,
      CoOrAtt: row.CoOrAtt,
      ZipCode: row.ZipCode,
      City: row.City,
      Country: row.Country ?? '',
      Phone: row.Phone,
      CellPhone: row.CellPhone,
      Email: row.Email,
      ContactPerson: maker ? [maker.FirstName, maker.LastName].filter(Boolean).join(' ') || null : null,
      Comment: row.Comment,
      CustomerCars: cars.map((car) => ({ Title: car.Title, RegistrationNumber: car.RegistrationNumber, Make: car.Make, Model: car.Model })),
      ModifiedDate: row.ModifiedDate,
      Cases: cases,
    };
  },
});
