import * as z from 'zod';

/**
 * The price tag (spec part 1 §2 price tag, §3 "Price tag", §4, §5, §9): the options a dealer chooses in the price-tag
 * modal, their limits and defaults, and the rules between price type and financing. Shared by the modal and the
 * server, so that what the form accepts is what the print accepts.
 */
export const PRICE_TAG_TEMPLATES = ['PortraitWithPicture', 'PortraitWithoutPicture', 'LandscapeWithPicture', 'LandscapeWithoutPicture'] as const;
export type PriceTagTemplate = (typeof PRICE_TAG_TEMPLATES)[number];
export const PRICE_TAG_TEMPLATE_LABELS: Record<PriceTagTemplate, string> = {
  PortraitWithPicture: 'Stående med billede',
  PortraitWithoutPicture: 'Stående uden billede',
  LandscapeWithPicture: 'Liggende med billede',
  LandscapeWithoutPicture: 'Liggende uden billede',
};
export const isLandscape = (template: PriceTagTemplate): boolean => template.startsWith('Landscape');
export const withPicture = (template: PriceTagTemplate): boolean => template.endsWith('WithPicture');

/** 0 cash price, 1 price without tax, 2 wholesale, 3 leasing per month. */
export const PRICE_TYPES = { 0: 'Kontantpris', 1: 'Pris uden afgift', 2: 'Engrospris', 3: 'Leasing pr. md.' } as const;
export type PriceType = 0 | 1 | 2 | 3;
export const CASH_PRICE: PriceType = 0;
export const LEASING: PriceType = 3;

/** 0 none, 1 vehicle number, 2 chassis number. */
export const CAR_IDENTIFIERS = { 0: 'Ingen', 1: 'Vognnummer', 2: 'Stelnummer' } as const;
export type CarIdentifier = 0 | 1 | 2;

export const EXTRA_EQUIPMENT_TEXT_MAX = 1200;
export const FREE_TEXT_MAX = 140;
export const ADDITIONAL_INFORMATION_MAX = 6;

/**
 * The car facts a tag may add under the price (additional information). The first four are the spec's defaults:
 * green ownership tax/weight tax, consumption, fuel and permitted trailer with brakes.
 */
export const ADDITIONAL_INFORMATION = {
  OwnershipTax: 'Grøn ejerafgift/vægtafgift',
  Consumption: 'Forbrug',
  Fuel: 'Drivmiddel',
  TrailerWithBrakes: 'Tilladt påhængsvogn m. bremser',
  Mileage: 'Kilometer',
  FirstRegistration: '1. indregistrering',
  ModelYear: 'Årgang',
  Color: 'Farve',
  Gear: 'Gear',
  HorsePower: 'Hk',
  NumberOfDoors: 'Antal døre',
} as const;
export type AdditionalInformation = keyof typeof ADDITIONAL_INFORMATION;
export const ADDITIONAL_INFORMATION_KEYS = Object.keys(ADDITIONAL_INFORMATION) as AdditionalInformation[];
export const DEFAULT_ADDITIONAL_INFORMATION: readonly AdditionalInformation[] = ['OwnershipTax', 'Consumption', 'Fuel', 'TrailerWithBrakes'];

export const PriceTagMessages = {
  extraEquipmentText: `Ekstraudstyr må højst være ${EXTRA_EQUIPMENT_TEXT_MAX.toLocaleString('da-DK')} tegn.`,
  freeText: `Fritekst må højst være ${FREE_TEXT_MAX} tegn.`,
  tooManyAdditionalInformation: `Du kan højst vælge ${ADDITIONAL_INFORMATION_MAX} tillægsoplysninger.`,
  unknownAdditionalInformation: 'Vælg tillægsoplysninger fra listen.',
  template: 'Vælg en skabelon.',
  priceType: 'Vælg en pristype.',
  carIdentifier: 'Vælg en identifikation af bilen.',
  financingNeedsCashPrice: 'Finansiering kan kun vises sammen med kontantprisen.',
  financingChoice: 'Vælg udbetaling og løbetid for finansieringen.',
  financingNotOffered: 'Den valgte udbetaling og løbetid tilbydes ikke for bilen.',
  missingFinancingCompany: 'Du mangler at vælge finansieringsselskab på bilen.',
  noPrice: (priceType: PriceType): string => `Bilen har ingen ${PRICE_TYPES[priceType].toLowerCase()}.`,
} as const;

/** How long the modal shows the financing notice (spec part 1 §9: 15 s). */
export const FINANCING_NOTICE_MS = 15_000;

const choice = <T extends number>(values: readonly T[], message: string) =>
  z.number({ error: message }).refine((value): value is T => values.includes(value as T), message) as unknown as z.ZodType<T>;

/** The options' fields; `priceTagOptionsSchema` adds the rules between them. */
export const priceTagOptionsObject = z.object({
  Template: z.enum(PRICE_TAG_TEMPLATES, { error: PriceTagMessages.template }).default('PortraitWithPicture'),
  PriceType: choice<PriceType>([0, 1, 2, 3], PriceTagMessages.priceType).default(CASH_PRICE),
  CarIdentifier: choice<CarIdentifier>([0, 1, 2], PriceTagMessages.carIdentifier).default(0),
  ExtraEquipmentText: z.string().max(EXTRA_EQUIPMENT_TEXT_MAX, PriceTagMessages.extraEquipmentText).default(''),
  FreeText: z.string().max(FREE_TEXT_MAX, PriceTagMessages.freeText).default(''),
  UseCompanyLogo: z.boolean().default(false),
  WithoutDeliveryCost: z.boolean().default(false),
  UseDottedExtraEquipmentList: z.boolean().default(false),
  ShowFinancing: z.boolean().default(false),
  SelectedFinancingDownpayment: z.number().min(0).max(100).nullish().transform((value) => value ?? null),
  SelectedFinancingPeriod: z.number().int().min(1).max(240).nullish().transform((value) => value ?? null),
  OptionalInformation: z
    .array(z.enum(ADDITIONAL_INFORMATION_KEYS as [AdditionalInformation, ...AdditionalInformation[]], { error: PriceTagMessages.unknownAdditionalInformation }))
    .max(ADDITIONAL_INFORMATION_MAX, PriceTagMessages.tooManyAdditionalInformation)
    .default([...DEFAULT_ADDITIONAL_INFORMATION]),
});

/** Financing is shown with the cash price only, and needs a down payment and a period. */
export const checkPriceTagFinancing = (options: z.output<typeof priceTagOptionsObject>, context: z.RefinementCtx): void => {
  if (!options.ShowFinancing) return;
  if (options.PriceType !== CASH_PRICE) context.addIssue({ code: 'custom', path: ['PriceType'], message: PriceTagMessages.financingNeedsCashPrice });
  if (options.SelectedFinancingDownpayment === null) context.addIssue({ code: 'custom', path: ['SelectedFinancingDownpayment'], message: PriceTagMessages.financingChoice });
  if (options.SelectedFinancingPeriod === null) context.addIssue({ code: 'custom', path: ['SelectedFinancingPeriod'], message: PriceTagMessages.financingChoice });
};

export const priceTagOptionsSchema = priceTagOptionsObject.superRefine(checkPriceTagFinancing);
export type PriceTagOptions = z.output<typeof priceTagOptionsSchema>;
export type PriceTagOptionsInput = z.input<typeof priceTagOptionsSchema>;

/** A new tag's options for a car: the spec's defaults, the car's own extra-equipment text (cut to the limit). */
export const defaultPriceTagOptions = (car: { ExtraEquipmentText: string }): PriceTagOptions => ({
  Template: 'PortraitWithPicture',
  PriceType: CASH_PRICE,
  CarIdentifier: 0,
  ExtraEquipmentText: car.ExtraEquipmentText.slice(0, EXTRA_EQUIPMENT_TEXT_MAX),
  FreeText: '',
  UseCompanyLogo: false,
  WithoutDeliveryCost: false,
  UseDottedExtraEquipmentList: false,
  ShowFinancing: false,
  SelectedFinancingDownpayment: null,
  SelectedFinancingPeriod: null,
  OptionalInformation: [...DEFAULT_ADDITIONAL_INFORMATION],
});

/**
 * The modal's interplay (spec part 1 §4): choosing leasing turns financing off (and the price type stays leasing
 * until another is chosen); turning financing on sets the price type to the cash price. Other changes apply as made.
 */
export const changePriceTagOptions = (options: PriceTagOptions, change: Partial<PriceTagOptions>): PriceTagOptions => {
  const next = { ...options, ...change };
  if (change.PriceType === LEASING) return { ...next, ShowFinancing: false };
  if (change.ShowFinancing === true && !options.ShowFinancing) return { ...next, PriceType: CASH_PRICE };
  return next;
};

/** Whether the price type can be changed: not while financing is shown (it is then the cash price). */
export const priceTypeLocked = (options: Pick<PriceTagOptions, 'ShowFinancing'>): boolean => options.ShowFinancing;

/** Adds or removes one piece of additional information, never more than six. */
export const toggleAdditionalInformation = (chosen: readonly AdditionalInformation[], item: AdditionalInformation): AdditionalInformation[] => {
  if (chosen.includes(item)) return chosen.filter((each) => each !== item);
  if (chosen.length >= ADDITIONAL_INFORMATION_MAX) return [...chosen];
  return [...chosen, item];
};

/** The extra-equipment text as the dotted list prints it: one item per comma, semicolon or line. */
export const extraEquipmentItems = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((item) => item.replace(/^[\s•·*-]+/, '').trim())
    .filter((item) => item !== '');
