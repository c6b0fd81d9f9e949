import type { OpenCase } from '../../domain/cases/decider.ts';
import type { RentalDrivers } from '../../events/cases.ts';
import { danishToday } from '../../domain/format.ts';
import { logger } from '../platform/logger.ts';
import { personalData } from '../platform/personal-data.ts';
import { userNames } from '../users/readers.ts';
import { caseCalculationFigures } from '../calculation/readers.ts';
import { stockCarsById } from '../cars/readers.ts';
import { customerCarsById, type CustomerCarSummary } from '../customer-cars/readers.ts';
import { customerParties, type CustomerParty } from '../customers/readers.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { activeFinanceOffer, type CaseOffer } from '../../domain/offers/case-offers.ts';
import type {
  CaseDocumentModel,
  DocumentBuyers,
  DocumentFinance,
  DocumentParty,
  DocumentRental,
  DocumentSwapCar,
  ExtraEquipmentLine,
} from '../pdf/templates/document-model.ts';

/**
 * What a case document prints, read when it is printed: the case's data as just loaded from the event store, the
 * buyers, the stock car and the swap car through their contexts' readers, the seller from the dealer directory and
 * the rental's drivers revealed with the case's data key. A missing row leaves its section out, never fails the print.
 */
type Item = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const partyOf = (customer: CustomerParty): DocumentParty => ({
  Name: customer.Name,
  Street: customer.Street,
  ZipCode: customer.ZipCode,
  City: customer.City,
  Phone: customer.Phone,
  Email: customer.Email,
});

const buyersOf = (parties: Map<string, CustomerParty>, customerId: string | null | undefined, customer2Id: string | null | undefined): DocumentBuyers | null => {
  const buyer = customerId ? parties.get(customerId) : undefined;
  if (!buyer) return null;
  if (buyer.IsBusiness) {
    const maker = buyer.DecisionMaker;
    return {
      kind: 'business',
      buyer: { ...partyOf(buyer), ...(buyer.Cvr ? { Note: `CVR ${buyer.Cvr}` } : {}) },
      coDebtor: null,
      decisionMaker: maker
        ? { ...partyOf(buyer), Name: maker.Name, Phone: maker.Phone, Email: maker.Email, ...(maker.Title ? { Note: maker.Title } : {}) }
        : null,
    };
  }
  const coDebtor = customer2Id ? parties.get(customer2Id) : undefined;
  return { kind: 'private', buyer: partyOf(buyer), coDebtor: coDebtor ? partyOf(coDebtor) : null, decisionMaker: null };
};

const swapCarOf = (state: OpenCase, car: CustomerCarSummary | undefined): DocumentSwapCar | null => {
  const data = state.data;
  if (!data.SwapCarId || !car) return null;
  return {
    Title: car.Title,
    RegistrationNumber: car.RegistrationNumber,
    ChassisNumber: car.ChassisNumber,
    RegistrationDate: car.RegistrationDate,
    Mileage: car.Mileage,
    ModelYear: car.ModelYear,
    Damages: car.Damages,
    FinancedBy: car.FinancedBy,
    NumberOfKeys: car.NumberOfKeys,
    Price: data.HasSwapPriceAgreement ? (data.SwapPrice ?? null) : (data.SwapCarPriceWithVat ?? null),
    UnpaidDebt: data.SwapCarUnpaidDebt ?? null,
    HasSwapPriceAgreement: data.HasSwapPriceAgreement ?? false,
  };
};

/** Extra equipment as the calculation keeps it (kept on the sales item by the calculation): description and price. */
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

/** The active finance offer's terms as the partner's plugin reported them; null when the case goes without one. */
export const financeOf = (offers: readonly CaseOffer[]): DocumentFinance | null => {
  const offer = activeFinanceOffer(offers);
  if (!offer) return null;
  const terms = offer.terms;
  return {
    Company: terms.BrandName || terms.OfferedServices?.[0]?.ProviderName || '',
    Product: terms.ProductName ?? null,
    StatusText: terms.StatusText ?? null,
    DownPayment: terms.DownPayment ?? null,
    MonthlyPayment: terms.MonthlyPayment ?? null,
    TermMonths: terms.TermMonths ?? null,
    Interest: terms.Interest ?? null,
    AnnualPercentageRate: terms.AnualExpensesPercentage ?? null,
    CreditAmount: terms.CreditAmount ?? null,
    TotalCreditCost: terms.FinanceExpenses ?? null,
    TotalRepayable: terms.TotalRepayable ?? null,
    ResidualValue: terms.ResidualValue ?? null,
  };
};

export const documentModel = async (state: OpenCase, now: Date = new Date()): Promise<CaseDocumentModel> => {
  const data = state.data;
  const salesItem = data.SalesItem ?? {};
  const customerIds = [data.CustomerId, data.Customer2Id].filter((id): id is string => Boolean(id));
  const [dealer, parties, cars, users, swapCars, rental, figures] = await Promise.all([
    dealerById(state.dealerId),
    customerParties(state.dealerId, customerIds),
    stockCarsById(state.dealerId, [salesItem.Id]),
    userNames(state.dealerId, data.CaseManagerId ? [data.CaseManagerId] : []),
    customerCarsById(state.dealerId, [data.SwapCarId], { waitForNew: true }),
    rentalOf(state),
    data.Calculation ? caseCalculationFigures(state.dealerId, data, danishToday(now)) : null,
  ]);
  const car = salesItem.Id ? cars.get(salesItem.Id) : undefined;
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
    buyers: buyersOf(parties, data.CustomerId, data.Customer2Id),
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
    swapCar: swapCarOf(state, data.SwapCarId ? swapCars.get(data.SwapCarId) : undefined),
    // The calculated figures (the calculation tab's): the car's price incl. VAT and the fee this sale charges, the
    // costs, the discount and the chosen equipment. A case without a calculation prints what its car carries.
    prices: figures
      ? {
          Price: figures.SalesItemPriceWithVat + figures.RegistrationFeeCharged,
          RegistrationFee: figures.RegistrationFeeCharged,
          DeliveryCost: figures.DeliveryCost || null,
          LicensePlateCost: figures.LicensePlateCost || null,
          DiscountWithoutVat: figures.DiscountWithoutVat || null,
          DiscountWithVat: figures.DiscountWithVat || null,
          DiscountCarriesVat: figures.DiscountCarriesVat,
          Vat: figures.Vat,
          MarginScheme: figures.MarginScheme,
          ExtraEquipment: figures.Equipment.map((each) => ({ Description: each.Description, Price: each.TotalPrice })),
          CashPayment: data.CashPayment ?? null,
        }
      : {
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
    salesperson: (data.CaseManagerId && users.get(data.CaseManagerId)) || null,
    finance: financeOf(state.offers),
  };
};
