import { categoryLabel } from '../../domain/customers/customer.ts';
import { getRow } from '../platform/read-models.ts';
import { customerDetailsKey, type CustomerDetailsRow } from './projections/customer-details.ts';
import { carsOfCustomer } from './projections/customer-owned-cars.ts';

/**
 * A customer as the customer list's detail pane shows it (spec part 1 §2 "Customer list", §7): the contact fields and
 * the customer's own cars, found in the first of the departments given that has it; undefined when none has. Only the
 * customer's own rows are read: its details by key and its cars by their owner's index key.
 */
export const customerListDetails = async (dealerIds: readonly string[], branches: ReadonlyMap<string, string>, customerId: string) => {
  const rows = await Promise.all(dealerIds.map((dealerId) => getRow<CustomerDetailsRow>(customerDetailsKey(dealerId, customerId))));
  const row = rows.find((found) => found !== undefined);
  if (!row) return undefined;
  const cars = await carsOfCustomer(row.DealerId, row.Id);
  const maker = row.IsBusiness ? row.DecisionMaker : null;
  return {
    Id: row.Id,
    DealerId: row.DealerId,
    DealerName: branches.get(row.DealerId) ?? '',
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
  };
};
