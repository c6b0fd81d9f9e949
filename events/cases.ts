import * as z from 'zod';

/**
 * Events of the sales case (sag). The case's data is stored as the spec's Case fields (part 2 §3 "Case"); the
 * workspace issues add fields to `caseData` as they build the tabs. Documents and statuses as the spec names them.
 */
const id = z.string().regex(/^\d+$/);

export const CASE_DOCUMENTS = [
  'Contract',
  'PurchaseDocument',
  'Offer',
  'TestDrive',
  'Rental',
  'InvoiceDocument',
  'CustomsDocument',
  'PreparationDocument',
  'FinanceContract',
] as const;
export const caseDocument = z.enum(CASE_DOCUMENTS);
export const signableDocument = z.enum(['Contract', 'PurchaseDocument']);
export const caseStatusValue = z.number().int().min(0).max(5);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Time of day hh:mm, 24-hour. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const amount = z.number().min(0).max(100_000_000);
const text = (max: number) => z.string().max(max);
/** Personal data encrypted with a subject's data key (as in `customers.ts`): `base64(version ‖ iv ‖ tag ‖ ciphertext)`. */
const protectedData = z.object({ Encrypted: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/) }).strict();

/** The car's tax-deductible settings (spec part 2 §3 TaxDeductableSetting): what lowers its registration fee. */
export const taxDeductableSetting = z
  .object({
    Abs: z.boolean(),
    Esp: z.boolean(),
    Radio: z.boolean(),
    EuroNcapToprated: z.boolean(),
    NumberOfAirbags: z.number().int().min(0).max(50),
    NumberOfIntegratedChildSeats: z.number().int().min(0).max(50),
    NumberOfSeatBeltAlarms: z.number().int().min(0).max(50),
  })
  .partial()
  .strict();
export type TaxDeductableSetting = z.infer<typeof taxDeductableSetting>;

/**
 * The vehicle's facts (spec part 2 §3 VehicleInformation) beyond those the sales item carried from the start (make,
 * model, fuel, km/l, CO2 stay where they were). Weights in kg, battery in kWh, yearly taxes in kroner as registered.
 */
export const vehicleInformation = z
  .object({
    Weight: z.number().int().min(0).max(100_000).nullable(),
    TotalWeight: z.number().int().min(0).max(100_000).nullable(),
    BatteryCapacity: z.number().min(0).max(1_000).nullable(),
    ParticulateFilter: z.boolean().nullable(),
    EngineType: text(50).nullable(),
    SecondaryFuelType: text(30).nullable(),
    SecondaryKmPerLiter: z.number().min(0).max(1_000).nullable(),
    NumberOfDoors: z.number().int().min(0).max(10).nullable(),
    DbiId: text(64).nullable(),
    /** 0 limited, 1 minimum taxation missing, 2 and 3 full (spec part 2 §4). */
    DbiAccessLevel: z.number().int().min(0).max(3).nullable(),
    Towbar: z.boolean().nullable(),
    NumberOfKeys: z.number().int().min(0).max(20).nullable(),
    ProductionYear: z.number().int().min(1900).max(2050).nullable(),
    ProductionMonth: z.number().int().min(1).max(12).nullable(),
    ToldAndSkatVariant: text(100).nullable(),
    WeightTaxPerYear: amount.nullable(),
    EqualisationTaxPerYear: amount.nullable(),
    NoParticleFilterTax: amount.nullable(),
  })
  .partial()
  .strict();
export type VehicleInformation = z.infer<typeof vehicleInformation>;

/** Timing belt replaced (spec part 2 §3): 0 Unknown, 1 Yes, 2 No, 3 NoTimingBelt. */
export const TIMING_BELT_MILEAGE_MAX = 3_000_000;
/** A used vehicle's history (spec part 2 §3 UsedVehicleInformation); dates YYYY-MM-DD. */
export const usedVehicleInformation = z
  .object({
    MileageWarranty: z.boolean().nullable(),
    ServiceBook: z.boolean().nullable(),
    TimingBeltReplaced: z.number().int().min(0).max(3).nullable(),
    TimingBeltReplacedAtMileage: z.number().int().min(0).max(TIMING_BELT_MILEAGE_MAX).nullable(),
    TimingBeltReplacedAtMileageDate: isoDate.nullable(),
    InspectionDate: isoDate.nullable(),
    FormerUse: text(200).nullable(),
    SeverelyDamaged: z.boolean().nullable(),
    IsImportedCar: z.boolean().nullable(),
    DmrId: text(64).nullable(),
  })
  .partial()
  .strict();
export type UsedVehicleInformation = z.infer<typeof usedVehicleInformation>;

/**
 * The catalogue's values when the car was chosen (spec part 2 §3 OriginalVehicleSettings, "catalogue prices used for
 * reset"): reset returns to these, whatever the catalogue says later.
 */
export const originalVehicleSettings = z
  .object({
    NettoPriceWithoutVat: z.number().min(0).max(100_000_000),
    ProfitWithoutVat: z.number().min(-100_000_000).max(100_000_000),
    MinProfit: z.number().min(0).max(100_000_000).nullable(),
    MinTaxationValue: z.number().min(0).max(100_000_000).nullable(),
    BaseTaxDeductableValue: z.number().min(0).max(100_000_000).nullable(),
    TaxDeductableSetting: taxDeductableSetting.nullable(),
  })
  .partial()
  .strict();
export type OriginalVehicleSettings = z.infer<typeof originalVehicleSettings>;

/**
 * The vehicle sold on the case (SalesItem, spec part 2 §3): a stock car (`Id`), a catalogue car (`CarGuid`) or a
 * specified vehicle (`IsSpecifiedVehicle`, VehicleType 5 Campingvogn or 7 Motorcykel). Make and Model are kept on
 * the case so that the list's Make filter and the documents need no other read model. The price block and the
 * extra equipment belong to the calculation.
 */
export const salesItem = z
  .object({
    Id: id.nullable(),
    CarGuid: text(64).nullable(),
    ModelCatalogueId: text(64).nullable(),
    Title: text(300),
    Make: text(100).nullable(),
    Model: text(100).nullable(),
    Variant: text(200).nullable(),
    Motor: text(50).nullable(),
    /** Fuel as shown (stock car fuel, catalogue fuel, or the specified vehicle's 'Benzin' / 'El'). */
    FuelType: text(30).nullable(),
    /**
     * Car type 1 PrivateCar … 7 Motorcykel (spec part 2 §3 "Swap car" enumeration), and 8, which the spec's VAT-free
     * rule names beside 2 (§4). Widening the range keeps every stored event valid.
     */
    VehicleType: z.number().int().min(1).max(8).nullable(),
    Color: text(50).nullable(),
    Comment: text(4_000).nullable(),
    IsFactoryNew: z.boolean(),
    IsSpecifiedVehicle: z.boolean(),
    IsVan: z.boolean(),
    IsVatFree: z.boolean(),
    IsVatFreeCar: z.boolean(),
    RegistrationNumber: text(20).nullable(),
    ChassisNumber: text(30).nullable(),
    VehicleNumber: text(30).nullable(),
    ModelYear: z.number().int().nullable(),
    /** First registration, YYYY-MM-DD. */
    RegistrationDate: z.string().nullable(),
    Mileage: z.number().int().nullable(),
    SalesItemPriceWithVat: z.number().nullable(),
    DeliveryCost: amount.nullable(),
    LicensePlateCost: amount.nullable(),
    DiscountWithoutVat: amount.nullable(),
    RegistrationFee: amount.nullable(),
    /** The catalogue variant's production period, when the car was described by a chosen specification. */
    ProductionPeriodYearStart: z.number().int().min(1900).max(2100).nullable(),
    ProductionPeriodYearEnd: z.number().int().min(1900).max(2100).nullable(),
    /** The upholstery ordered (spec part 2 §3 "Sales item": Upholstery with Color, ColorCode, Type), from the catalogue's lists. */
    Upholstery: z.object({ Type: text(100).nullable(), Color: text(100).nullable(), ColorCode: text(20).nullable() }).partial().strict().nullable(),
    /**
     * The vehicle's fuel consumption and CO2 emission (spec part 2 §3 VehicleInformation KmPerLiter, CO2Emission; WLTP
     * g/km), as the stock car or the catalogue records them: what the fee and the yearly taxes of a used car are
     * computed from, unless the calculation has another km/l typed.
     */
    KmPerLiter: z.number().min(0).max(1_000).nullable(),
    CO2Emission: z.number().min(0).max(2_000).nullable(),
    // Added later: a sales item stored before has none of these, which means 'not known'.
    VehicleInformation: vehicleInformation.nullable(),
    UsedVehicleInformation: usedVehicleInformation.nullable(),
    TaxDeductableSetting: taxDeductableSetting.nullable(),
    OriginalVehicleSettings: originalVehicleSettings.nullable(),
  })
  .partial()
  .strict();
export type SalesItem = z.infer<typeof salesItem>;

/** Other agreements (Andre aftaler, spec part 2 §3). Dates YYYY-MM-DD; the dealer lists' choices are kept as text. */
export const otherAgreements = z
  .object({
    GeneralComments: text(4_000),
    DealerWarranty: text(4_000).nullable(),
    DealerRightToComplain: text(4_000).nullable(),
    EUNumberPlate: z.boolean(),
    ConditionalOnFinancing: z.boolean(),
    ExcessOnDealerWarranty: z.boolean(),
    ExcessAmountOnDealerWarranty: amount.nullable(),
    UsedCarCertificate: z.boolean(),
    FactoryGuaranteeEndDate: isoDate.nullable(),
    DeliveryDate: isoDate.nullable(),
    DeliveryTime: clockTime.nullable(),
    DeliveryComments: text(4_000),
    ShowTodaysDate: z.boolean(),
    ShowCity: z.boolean(),
    SignatureCity: text(100),
    InsuranceCompany: text(200),
    InsurancePolicyNumber: text(100),
    SequentialNumber: text(50),
    UseSequentialNumber: z.boolean(),
    PreparationComment: text(8_000),
  })
  .partial()
  .strict();
export type OtherAgreements = z.infer<typeof otherAgreements>;

/** The rental's drivers: personal data, kept in events only encrypted with the case's own data key (subject `case#<id>`). */
export const rentalDrivers = z
  .object({
    firstAdditionalDriverName: text(200),
    firstAdditionalDriverLicense: text(20),
    secondAdditionalDriverName: text(200),
    secondAdditionalDriverLicense: text(20),
    foreignDriverPassportNumber: text(30),
    foreignDriverIssuingCountry: text(100),
    /** YYYY-MM-DD. */
    foreignDriverIssueDate: isoDate.nullable(),
  })
  .partial()
  .strict();
export type RentalDrivers = z.infer<typeof rentalDrivers>;

/**
 * Car rental (Lejekontrakt, spec part 2 §3), in the spec's camelCase. pricePerDay and pricePerKm are computed
 * (domain), never stored. In events the drivers are `Drivers` (encrypted); the API shows them as flat fields.
 */
export const carRentalClear = z
  .object({
    periodFrom: isoDate.nullable(),
    periodFromTime: clockTime.nullable(),
    periodTo: isoDate.nullable(),
    periodToTime: clockTime.nullable(),
    kmStart: z.number().int().min(0).max(100_000_000).nullable(),
    fuelTankLitersStart: z.number().min(0).max(1_000).nullable(),
    isFullTank: z.boolean(),
    isFuelIncluded: z.boolean(),
    fuelPricePerLiter: z.number().min(0).max(1_000).nullable(),
    price: amount.nullable(),
    kmIncluded: z.number().int().min(0).max(100_000_000).nullable(),
    pricePerExtraKm: z.number().min(0).max(100_000).nullable(),
    deposit: amount.nullable(),
    liabilityInsurancePrice: amount.nullable(),
    cascoInsurancePrice: amount.nullable(),
    selfRetentionPrice: amount.nullable(),
    hasAdditionalDriver: z.boolean(),
    hasForeignDriver: z.boolean(),
    comment: text(4_000),
  })
  .partial()
  .strict();
export const carRental = carRentalClear.extend({ Drivers: protectedData.nullable().optional() }).strict();
/** The rental as the API and the rental tab show it: the clear fields and the drivers, flat, in clear. */
export const carRentalView = carRentalClear.extend(rentalDrivers.shape).strict();
export type CarRentalView = z.infer<typeof carRentalView>;
export type CarRental = z.infer<typeof carRental>;

/** The swap car's prices and flags as the case holds them (the swap car itself is the customer's car, `SwapCarId`). */
const swapCarTerms = {
  SwapCarPriceWithVat: amount.nullable(),
  SwapCarPriceWithoutVat: amount.nullable(),
  SwapCarPriceVat: amount.nullable(),
  SwapCarUnpaidDebt: amount.nullable(),
  SwapCarIsVan: z.boolean().nullable(),
  SwapCarIsVatFree: z.boolean().nullable(),
  SwapCarIsVatFreeCar: z.boolean().nullable(),
  HasSwapPriceAgreement: z.boolean().nullable(),
  SwapPrice: amount.nullable(),
};

/**
 * The sale calculation as the salesperson decided it (spec part 2 §3 "Sales item" price block and "Sale calculation",
 * §4 "Calculation"): the method, the fee mode, the VAT option, the prices typed over the catalogue's, max gearing, the
 * costs and discount, and the extra equipment chosen. Never what the rules derive (the fee, the VAT, the totals): a
 * rule change recomputes those, a stored decision stays. Amounts in kroner as typed; null means 'as the catalogue or
 * the stock car has it'.
 */
const calculationAmount = z.number().min(0).max(100_000_000);
const calculationProfit = z.number().min(-100_000_000).max(100_000_000);
export const calculationEquipment = z
  .object({
    UniqueId: z.string().min(1).max(100),
    /** 0 dealer-created (Eget oprettet), 1 factory (Anmeldt). */
    Category: z.union([z.literal(0), z.literal(1)]),
    Description: z.string().trim().min(1).max(500),
    ReferenceNumber: text(100).nullish(),
    Comment: text(2_000).nullish(),
    CostWithoutVat: z.number().min(0).max(1_000_000),
    ProfitWithoutVat: z.number().min(-1_000_000).max(1_000_000),
    PriceEnteredWithVatAndProfit: z.boolean().optional(),
    /** A factory equipment's catalogue prices when it was chosen (spec part 2 §3 OriginalEquipmentSettings): reset returns to them. */
    OriginalEquipmentSettings: z
      .object({ CostWithoutVat: z.number().min(0).max(1_000_000), ProfitWithoutVat: z.number().min(-1_000_000).max(1_000_000), MinProfit: z.number().min(0).max(1_000_000).nullable() })
      .partial()
      .strict()
      .nullish(),
  })
  .strict();
export type CalculationEquipment = z.infer<typeof calculationEquipment>;

export const saleCalculation = z
  .object({
    /** 0 Afgift betalt, 1 Afgift ikke betalt. */
    CarCalculationMethod: z.union([z.literal(0), z.literal(1)]),
    /** 0 normal, 1 taxi, 2 limousine, 3 bus, 4 pick-up, 6 without fee. */
    RegistrationFeeCalculationMode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)]),
    /** A van's VAT option: 'Momsfri' or '+moms'; null for other vehicles. */
    VatOption: z.enum(['Momsfri', '+moms']).nullable(),
    ExpectedRegistrationDate: isoDate.nullable(),
    NettoPriceWithoutVat: calculationAmount.nullable(),
    ProfitWithoutVat: calculationProfit.nullable(),
    /** A stock car's or specified vehicle's agreed price incl. VAT and fee. */
    SalesPriceWithVat: calculationAmount.nullable(),
    PreparationCostWithVat: calculationAmount.nullable(),
    /** Profit of the car and its factory equipment set to their minimum. */
    MaxGearing: z.boolean(),
    /** The fee as typed (a used car whose fee is not paid, a vehicle without catalogue data). */
    RegistrationFee: calculationAmount.nullable(),
    /** A used or imported car's original new price incl. VAT and fee (§ 10's N). */
    OriginalPrice: calculationAmount.nullable(),
    KmPerLiter: z.number().min(0).max(1_000).nullable(),
    DeliveryCost: calculationAmount.nullable(),
    LicensePlateCost: calculationAmount.nullable(),
    DiscountWithoutVat: calculationAmount.nullable(),
    ExtraEquipments: z.array(calculationEquipment).max(200),
  })
  .partial()
  .strict();
export type SaleCalculation = z.infer<typeof saleCalculation>;

export const caseData = z
  .object({
    CustomerId: id.nullable(),
    Customer2Id: id.nullable(),
    SwapCarId: id.nullable(),
    CaseManagerId: z.string().nullable(),
    FinanceOfferId: id.nullable(),
    SalesItem: salesItem.nullable(),
    ...swapCarTerms,
    CashPayment: amount.nullable(),
    FinanceText: text(2_000).nullable(),
    InsuranceText: text(2_000).nullable(),
    OtherAgreements: otherAgreements.nullable(),
    CarRental: carRental.nullable(),
    Calculation: saleCalculation.nullable(),
  })
  .partial()
  .strict();
export type CaseData = z.infer<typeof caseData>;

/**
 * A finance or insurance offer's terms as its partner's plugin saves them (spec part 2 §3 Offer), besides its status:
 * what the case list, the documents and the contract show. Amounts in kroner, rates in percent.
 */
const offerAmount = z.number().min(-100_000_000).max(100_000_000);
export const serviceTypeValue = z.number().int().min(0).max(3);
export const offerStatusValue = z.number().int().min(0).max(5);
export const offerTerms = z
  .object({
    BrandId: text(50).nullable(),
    BrandName: text(200).nullable(),
    ProductId: text(50).nullable(),
    ProductName: text(200).nullable(),
    PluginUrl: text(2_000).nullable(),
    OfferedServices: z.array(z.object({ ProviderName: text(200).nullable(), ServiceType: serviceTypeValue }).strict()).max(10).nullable(),
    StatusText: text(200).nullable(),
    StatusChangedDate: text(40).nullable(),
    ApplicationSentDate: text(40).nullable(),
    DownPayment: offerAmount.nullable(),
    Profit: offerAmount.nullable(),
    EndDate: text(40).nullable(),
    ResidualValue: offerAmount.nullable(),
    MonthlyPayment: offerAmount.nullable(),
    Interest: z.number().min(-100).max(100).nullable(),
    AnualExpensesPercentage: z.number().min(-100).max(1_000).nullable(),
    FinanceExpenses: offerAmount.nullable(),
    /** The loan's term in months, the amount lent and everything repaid (the finance contract's figures). */
    TermMonths: z.number().int().min(0).max(600).nullable(),
    CreditAmount: offerAmount.nullable(),
    TotalRepayable: offerAmount.nullable(),
  })
  .partial()
  .strict();
export type OfferTerms = z.infer<typeof offerTerms>;
/** Why offers left the case: deleted by staff, with the car, or because the customer became a business. */
export const offerRemovalReason = z.enum(['Deleted', 'CarRemoved', 'BusinessCustomer']);

const offerEvents = {
  /** A partner's offer added to the case; the first of its kind is active by itself. */
  CaseOfferAdded: z.object({
    OfferId: id,
    FinanceCompany: z.number().int().min(0).max(100_000),
    ServiceType: serviceTypeValue,
    IsActive: z.boolean(),
    Offer: offerTerms,
  }),
  /** The terms that changed when the plugin saved the offer. */
  CaseOfferSaved: z.object({ OfferId: id, Changes: offerTerms }),
  /** The offer became its kind's active one; the others of its kind stopped being active. */
  CaseOfferActivated: z.object({ OfferId: id, DeactivatedOfferIds: z.array(id).max(5) }),
  CaseOfferStatusChanged: z.object({ OfferId: id, Status: offerStatusValue, PreviousStatus: offerStatusValue }),
  /** The figures the plugin reported while staff worked in it (protocol's finance data). */
  CaseOfferFinanceDataReceived: z.object({ OfferId: id, DownPayment: offerAmount, MonthlyPayment: offerAmount, Profit: offerAmount }),
  CaseOfferRemoved: z.object({ OfferId: id, Reason: offerRemovalReason }),
} as const;

export const caseEvents = {
  CaseOpened: z.object({
    CaseId: id,
    DealerId: z.string().min(1),
    CopiedFromCaseId: id.nullable(),
    Case: caseData,
  }),
  CaseSaved: z.object({ Changes: caseData }),
  /** The preparation comment saved on its own, by staff who prepare the car but may not edit the case. */
  CasePreparationCommentSaved: z.object({ PreparationComment: text(8_000) }),
  CaseDocumentPrinted: z.object({ Document: caseDocument }),
  CaseDocumentSigned: z.object({ Document: signableDocument }),
  CaseDocumentCancelled: z.object({ Document: signableDocument }),
  CaseStatusChanged: z.object({ Status: caseStatusValue, PreviousStatus: caseStatusValue }),
  /** With a swap car, the dialog's answers: is it an internal car, and its car status (0..9) when it comes into stock. */
  CaseCarDelivered: z.object({
    CarId: id.nullable(),
    SwapCarId: id.nullable(),
    SwapCarIsIntern: z.boolean().nullable().optional(),
    SwapCarStatus: z.number().int().min(0).max(9).nullable().optional(),
  }),
  CaseClosed: z.object({}),
  /** The case's vehicle created as a stock car from the case (the spec's TransferCaseDate: the case counts as transferred). */
  CaseTransferredToStock: z.object({ CarId: id, TransferCaseDate: isoDate }),
  CaseCopied: z.object({ NewCaseId: id }),
  CaseDeleted: z.object({}),
  /** The sale calculation as decided, whole (the decider keeps it out of `CaseSaved`). */
  CaseCalculationSaved: z.object({ Calculation: saleCalculation.nullable() }),
  ...offerEvents,
} as const;
