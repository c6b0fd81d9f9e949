import type { OpenCase } from '../../domain/cases/decider.ts';
import type { RentalDrivers } from '../../events/cases.ts';
import { logger } from '../platform/logger.ts';
import { personalData } from '../platform/personal-data.ts';
import { batchGet, dealerRow, lookUp, type CustomerSummary } from '../cases/directory.ts';
import type {
  CaseDocumentModel,
  DocumentBuyers,
  DocumentParty,
  DocumentRental,
  DocumentSwapCar,
  ExtraEquipmentLine,
} from '../pdf/templates/document-model.ts';

/**
 * What a case document prints, read when it is printed: the case's data as just loaded from the event store, the
 * buyers from the customers' read models (details with the decision maker in the case's own department, the list
 * row of another department), the seller from the dealer directory, missing car details from the stock car, the
 * swap car from the customer-car read model and the rental's drivers revealed with the case's data key.
 * Read models are read defensively: a missing row leaves its section out, never fails the print.
 */
type Item = Record<string, unknown>;

const customerDetailsKey = (dealerId: string, id: string) => ({ pk: `customer-details#${dealerId}`, sk: id });
const customerCarKey = (dealerId: string, id: string) => ({ pk: `customer-car-list#${dealerId}`, sk: id });

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const textOrNull = (value: unknown): string | null => text(value) || null;
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const joined = (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' ');

const summaryParty = (customer: CustomerSummary): DocumentParty => ({
  Name: customer.Name,
  Street: customer.Street,
  ZipCode: customer.ZipCode,
  City: customer.City,
  Phone: customer.Phone,
  Email: customer.Email,
});

const detailsParty = (row: Item, name: string): DocumentParty => ({
  Name: name,
  Street: [joined(row.Street, row.StreetNumber), row.CoOrAtt ? `c/o ${text(row.CoOrAtt)}` : ''].filter(Boolean).join(', '),
  ZipCode: text(row.ZipCode),
  City: text(row.City),
  Phone: text(row.CellPhone) || text(row.Phone),
  Email: text(row.Email),
});

const buyersOf = (
  details: Map<string, Item>,
  summaries: Map<string, CustomerSummary>,
  customerId: string | null | undefined,
  customer2Id: string | null | undefined,
): DocumentBuyers | null => {
  if (!customerId) return null;
  const party = (id: string | null | undefined): DocumentParty | null => {
    if (!id) return null;
    const row = details.get(id);
    if (row) return detailsParty(row, row.IsBusiness === true ? text(row.CompanyName) : joined(row.FirstName, row.LastName));
    const summary = summaries.get(id);
    return summary ? summaryParty(summary) : null;
  };
  const buyer = party(customerId);
  if (!buyer) return null;
  const row = details.get(customerId);
  if (row?.IsBusiness === true) {
    const maker = row.DecisionMaker as Item | null | undefined;
    return {
      kind: 'business',
      buyer: { ...buyer, ...(text(row.Cvr) ? { Note: `CVR ${text(row.Cvr)}` } : {}) },
      coDebtor: null,
      decisionMaker: maker && joined(maker.FirstName, maker.LastName)
        ? { ...detailsParty({ ...row, ...maker, Street: row.Street, StreetNumber: row.StreetNumber }, joined(maker.FirstName, maker.LastName)), ...(text(maker.Title) ? { Note: text(maker.Title) } : {}) }
        : null,
    };
  }
  return { kind: 'private', buyer, coDebtor: party(customer2Id), decisionMaker: null };
};

const swapCarOf = (state: OpenCase, row: Item | undefined): DocumentSwapCar | null => {
  const data = state.data;
  if (!data.SwapCarId || !row) return null;
  const variant = (row.Variant ?? {}) as Item;
  return {
    Title: text(row.Title) || text(variant.Title) || joined(variant.Make, variant.Model),
    RegistrationNumber: textOrNull(row.RegistrationNumber),
    ChassisNumber: textOrNull(row.ChassisNumber),
    RegistrationDate: textOrNull(row.RegistrationDate)?.slice(0, 10) ?? null,
    Mileage: numberOrNull(row.Mileage),
    ModelYear: numberOrNull(variant.ModelYear),
    Damages: textOrNull(row.Damages),
    FinancedBy: textOrNull(row.FinancedBy),
    NumberOfKeys: numberOrNull(row.NumberOfKeys),
    Price: data.HasSwapPriceAgreement ? (data.SwapPrice ?? null) : (data.SwapCarPriceWithVat ?? null),
    UnpaidDebt: data.SwapCarUnpaidDebt ?? null,
    HasSwapPriceAgreement: data.HasSwapPriceAgreement ?? false,
  };
};

/** Extra equipment as the calculation keeps it (added to the sales item by the calculation issue): description and price. */
const extraEquipmentOf = (salesItem: Item): ExtraEquipmentLine[] => {
  const list = salesItem.ExtraEquipments;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const item = (entry ?? {}) as Item;
    const price = numberOrNull(item.TotalPrice) ?? numberOrNull(item.PriceWithVat);
    const description = text(item.Description);
    return description && price !== null ? [{ Description: description, Price: price }] : [];
  });
};

const rentalOf = async (state: OpenCase): Promise<DocumentRental | null> => {
  const rental = state.data.CarRental;
  if (!rental) return null;
  const { Drivers, ...clear } = rental;
  if (!Drivers) return clear;
  try {
    const drivers = await personalData().reveal<RentalDrivers>(`case#${state.caseId}`, Drivers);
    return { ...clear, ...drivers };
  } catch (error) {
    // Without the drivers the contract still prints; their lines stay empty to be filled in by hand.
    logger.warn('Could not reveal the rental drivers', { error });
    return clear;
  }
};

export const documentModel = async (state: OpenCase, now: Date = new Date()): Promise<CaseDocumentModel> => {
  const data = state.data;
  const salesItem = data.SalesItem ?? {};
  const customerIds = [data.CustomerId, data.Customer2Id].filter((id): id is string => Boolean(id));
  const [dealer, found, details, swapRows, rental] = await Promise.all([
    dealerRow(state.dealerId),
    lookUp(state.dealerId, { customers: customerIds, cars: [salesItem.Id], users: [data.CaseManagerId] }),
    customerIds.length > 0 ? batchGet(customerIds.map((id) => customerDetailsKey(state.dealerId, id))) : Promise.resolve(new Map<string, Item>()),
    data.SwapCarId ? batchGet([customerCarKey(state.dealerId, data.SwapCarId)]) : Promise.resolve(new Map<string, Item>()),
    rentalOf(state),
  ]);
  const detailsById = new Map([...details.values()].map((row) => [text(row.Id ?? row.sk), row]));
  const car = salesItem.Id ? found.cars.get(salesItem.Id) : undefined;
  return {
    caseId: state.caseId,
    printedAt: now.toISOString(),
    dealer: {
      Name: dealer?.Name ?? '',
      Street: dealer?.Street ?? '',
      ZipCode: dealer?.ZipCode ?? '',
      City: dealer?.City ?? '',
      Phone: dealer?.Phone ?? '',
      Email: dealer?.Email ?? '',
    },
    buyers: buyersOf(detailsById, found.customers, data.CustomerId, data.Customer2Id),
    car: {
      Title: salesItem.Title || car?.Title || '',
      Make: salesItem.Make ?? car?.Make ?? null,
      Model: salesItem.Model ?? car?.Model ?? null,
      Variant: salesItem.Variant ?? null,
      Motor: salesItem.Motor ?? null,
      FuelType: salesItem.FuelType ?? null,
      Color: salesItem.Color ?? null,
      RegistrationNumber: salesItem.RegistrationNumber ?? car?.RegistrationNumber ?? null,
      ChassisNumber: salesItem.ChassisNumber ?? car?.ChassisNumber ?? null,
      VehicleNumber: salesItem.VehicleNumber ?? car?.VehicleNumber ?? null,
      RegistrationDate: salesItem.RegistrationDate ?? car?.RegistrationDate ?? null,
      Mileage: salesItem.Mileage ?? car?.Mileage ?? null,
      ModelYear: salesItem.ModelYear ?? car?.ModelYear ?? null,
      IsFactoryNew: salesItem.IsFactoryNew ?? car?.IsFactoryNew ?? false,
      IsVatFree: Boolean(salesItem.IsVatFree || salesItem.IsVatFreeCar),
      Comment: salesItem.Comment ?? null,
    },
    swapCar: swapCarOf(state, [...swapRows.values()][0]),
    prices: {
      Price: salesItem.SalesItemPriceWithVat ?? car?.CashPrice ?? null,
      RegistrationFee: salesItem.RegistrationFee ?? null,
      DeliveryCost: salesItem.DeliveryCost ?? null,
      LicensePlateCost: salesItem.LicensePlateCost ?? null,
      DiscountWithoutVat: salesItem.DiscountWithoutVat ?? null,
      ExtraEquipment: extraEquipmentOf(salesItem as Item),
      CashPayment: data.CashPayment ?? null,
    },
    otherAgreements: data.OtherAgreements ?? null,
    rental,
    financeText: data.FinanceText ?? null,
    insuranceText: data.InsuranceText ?? null,
    salesperson: (data.CaseManagerId && found.users.get(data.CaseManagerId)) || null,
  };
};
