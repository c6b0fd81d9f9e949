import type { OpenCase } from '../../domain/cases/decider.ts';
import { formatDate } from '../../domain/format.ts';
import type { ContractParty, ContractProps } from '../pdf/templates/contract.tsx';
import { dealerRow, lookUp, type CustomerSummary } from './directory.ts';

const party = (customer: CustomerSummary | undefined): ContractParty | null =>
  customer ? { Name: customer.Name, Street: customer.Street, ZipCode: customer.ZipCode, City: customer.City, Phone: customer.Phone, Email: customer.Email } : null;

/**
 * What the contract prints, read when it is printed: the case's data as just loaded from the event store, the buyer
 * from the customer read model, the seller from the dealer directory and missing car details from the stock car.
 */
export const contractProps = async (state: OpenCase, now: Date = new Date()): Promise<ContractProps> => {
  const data = state.data;
  const salesItem = data.SalesItem ?? {};
  const [dealer, found] = await Promise.all([
    dealerRow(state.dealerId),
    lookUp(state.dealerId, { customers: [data.CustomerId, data.Customer2Id], cars: [salesItem.Id], users: [data.CaseManagerId] }),
  ]);
  const car = salesItem.Id ? found.cars.get(salesItem.Id) : undefined;
  return {
    caseId: state.caseId,
    date: formatDate(now),
    dealer: {
      Name: dealer?.Name ?? '',
      Street: dealer?.Street ?? '',
      ZipCode: dealer?.ZipCode ?? '',
      City: dealer?.City ?? '',
      Phone: dealer?.Phone ?? '',
      Email: dealer?.Email ?? '',
    },
    buyer: party(data.CustomerId ? found.customers.get(data.CustomerId) : undefined),
    coBuyer: party(data.Customer2Id ? found.customers.get(data.Customer2Id) : undefined),
    car: {
      Title: salesItem.Title || car?.Title || '',
      RegistrationNumber: salesItem.RegistrationNumber ?? car?.RegistrationNumber ?? null,
      ChassisNumber: salesItem.ChassisNumber ?? car?.ChassisNumber ?? null,
      VehicleNumber: salesItem.VehicleNumber ?? car?.VehicleNumber ?? null,
      RegistrationDate: salesItem.RegistrationDate ?? car?.RegistrationDate ?? null,
      Mileage: salesItem.Mileage ?? car?.Mileage ?? null,
      ModelYear: salesItem.ModelYear ?? car?.ModelYear ?? null,
      IsFactoryNew: salesItem.IsFactoryNew ?? false,
    },
    price: salesItem.SalesItemPriceWithVat ?? car?.CashPrice ?? null,
    salesperson: (data.CaseManagerId && found.users.get(data.CaseManagerId)) || null,
  };
};
