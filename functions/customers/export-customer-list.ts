import { badRequest } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { spreadsheetResponse, type SpreadsheetColumn } from '../platform/http/spreadsheet.ts';
import { CUSTOMER_EXPORT_LIMIT, customerSearchShape, listItemOf, searchCustomerList, type CustomerListItem } from './customer-list-search.ts';
import { SPREADSHEET } from '../platform/http/contract.ts';

/** What is said when a search is too large to export (spec part 1 §4: the export is hidden at 5,000 or more). */
export const EXPORT_TOO_LARGE = `Eksporten kan kun laves for færre end ${CUSTOMER_EXPORT_LIMIT.toLocaleString('da-DK')} kunder. Indsnævr søgningen.`;

const columns: SpreadsheetColumn<CustomerListItem>[] = [
  { header: 'Navn', value: (row) => row.Name, width: 28 },
  { header: 'Adresse', value: (row) => row.Address, width: 30 },
  { header: 'Postnr.', value: (row) => row.ZipCode, width: 8 },
  { header: 'By', value: (row) => row.City, width: 18 },
  { header: 'Mobil', value: (row) => row.CellPhone, width: 12 },
  { header: 'Telefon', value: (row) => row.Phone, width: 12 },
  { header: 'E-mail', value: (row) => row.Email, width: 28 },
  { header: 'Kundebil', value: (row) => row.CustomerCar, width: 30 },
  { header: 'Kundebiler', value: (row) => row.CustomerCars, width: 10 },
  { header: 'Type', value: (row) => row.CategoryName, width: 8 },
  { header: 'Afdeling', value: (row) => row.DealerName, width: 20 },
  { header: 'Ændret', value: (row) => (row.ModifiedDate ? new Date(row.ModifiedDate) : null), format: 'dd-mm-yyyy', width: 12 },
];

/**
 * GET /api/customerlist/excel?{search params, sort, sortdir}: every customer of the search as an .xlsx download, in
 * the list's order. The list hides the export at 5,000 customers or more; the server refuses such a search too.
 */
export const handler = query({
  summary: 'Kundelisten som Excel-regneark.',
  responses: { 200: SPREADSHEET },
  query: querySchema(customerSearchShape),
  run: async ({ query: params, session }) => {
    const { scope, customers } = await searchCustomerList(session, params);
    if (customers.length >= CUSTOMER_EXPORT_LIMIT) throw badRequest('Total', EXPORT_TOO_LARGE);
    return spreadsheetResponse('kunder', 'Kunder', columns, customers.map((customer) => listItemOf(customer, scope.branches)));
  },
});
