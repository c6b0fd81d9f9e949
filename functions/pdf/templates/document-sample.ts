import { DOCUMENT_FLAGS, flagDefault, type DocumentFlag, type DocumentOptions, type PrintableDocument } from '../../../domain/documents/print-options.ts';
import type { CaseDocumentModel } from './document-model.ts';

/** A filled-in case as the documents see it, for the template tests and the PDF benchmark. */
export const sampleModel: CaseDocumentModel = {
  caseId: '1042',
  printedAt: '2026-03-07T13:15:00.000Z',
  dealer: { Name: 'Bilhuset Ærø A/S', Street: 'Randersvej 120', ZipCode: '8200', City: 'Aarhus N', Phone: '86102030', Email: 'salg@aeroe.dk' },
  buyers: {
    kind: 'private',
    buyer: { Name: 'Åse Ørsted', Street: 'Vestergade 1, c/o Bøgh', ZipCode: '8000', City: 'Aarhus C', Phone: '40404040', Email: 'aase@example.dk' },
    coDebtor: { Name: 'Søren Ørsted', Street: 'Vestergade 1', ZipCode: '8000', City: 'Aarhus C', Phone: '40404041', Email: 'soeren@example.dk' },
    decisionMaker: null,
  },
  car: {
    Title: 'Škoda Octavia Combi 1.5 TSI',
    Make: 'Škoda',
    Model: 'Octavia',
    Variant: 'Combi 1.5 TSI e-TEC DSG Style',
    Motor: '1.5 TSI',
    FuelType: 'Benzin',
    Color: 'Moon White',
    RegistrationNumber: 'AB12345',
    ChassisNumber: 'TMBJR7NX5MY012345',
    VehicleNumber: '4711',
    RegistrationDate: '2021-03-15',
    Mileage: 45_000,
    ModelYear: 2021,
    IsFactoryNew: false,
    IsVatFree: false,
    Comment: null,
  },
  swapCar: {
    Title: 'Volkswagen Golf 1.0 TSI',
    RegistrationNumber: 'CD67890',
    ChassisNumber: 'WVWZZZAUZGW000001',
    RegistrationDate: '2016-05-01',
    Mileage: 120_500,
    ModelYear: 2016,
    Damages: 'Ridse i bagkofanger',
    FinancedBy: 'Santander',
    NumberOfKeys: 2,
    Price: 65_000,
    UnpaidDebt: 12_500.5,
    HasSwapPriceAgreement: false,
  },
  prices: {
    Price: 189_900,
    RegistrationFee: 40_000,
    DeliveryCost: 2_995,
    LicensePlateCost: 1_180,
    DiscountWithoutVat: 4_000,
    ExtraEquipment: [{ Description: 'Vinterhjul på alufælge', Price: 8_995 }],
    CashPayment: 20_000,
  },
  otherAgreements: {
    GeneralComments: 'Bilen leveres med fuld tank.',
    DeliveryDate: '2026-03-20',
    DeliveryTime: '10:00',
    DealerWarranty: '12 måneders forhandlergaranti',
    PreparationComment: 'Karrosseri og lak: poler bagkofanger\nMekanisk: skift pollenfilter\nKosmetisk: indvendig rens',
    ShowCity: true,
    ShowTodaysDate: true,
    SignatureCity: 'Aarhus',
  },
  rental: {
    periodFrom: '2026-03-10',
    periodFromTime: '08:00',
    periodTo: '2026-03-12',
    periodToTime: '17:00',
    kmStart: 45_000,
    isFullTank: true,
    isFuelIncluded: false,
    price: 1_495,
    kmIncluded: 300,
    pricePerExtraKm: 2.5,
    deposit: 3_000,
    liabilityInsurancePrice: 150,
    cascoInsurancePrice: 250,
    selfRetentionPrice: 5_000,
    hasAdditionalDriver: true,
    hasForeignDriver: false,
    firstAdditionalDriverName: 'Karl Ørsted',
    firstAdditionalDriverLicense: '12345678',
    comment: 'Lånebil under reparation.',
  },
  financeText: 'Santander billån, 60 mdr.',
  insuranceText: null,
  salesperson: 'Mads Sørensen',
};

/** A document's default options with some flags changed. */
export const sampleOptions = (document: PrintableDocument, changes: Partial<Omit<DocumentOptions, 'flags'>> & { flags?: Partial<Record<DocumentFlag, boolean>> } = {}): DocumentOptions => {
  const flags = Object.fromEntries(
    (['ShowExtraEquipment', 'ShowLogo', 'ShowDiscount', 'ShowSwapPrice', 'ShowConditions', 'ShowPermission', 'EnforceV2Taxation'] as const).map((flag) => [
      flag,
      DOCUMENT_FLAGS[document].includes(flag) ? flagDefault(flag) : false,
    ]),
  ) as Record<DocumentFlag, boolean>;
  return {
    template: document === 'Offer' ? 'WithPicture' : document === 'TestDrive' ? 'PortraitWithPicture' : null,
    colorTheme: 'Gray',
    appendixId: null,
    testDrive: document === 'TestDrive' ? { start: '2026-03-07T13:20:00.000Z', end: '2026-03-07T13:50:00.000Z', plate: 'AB12345' } : null,
    ...changes,
    flags: { ...flags, ...changes.flags },
  };
};
