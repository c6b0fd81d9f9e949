import type { ComponentType } from 'react';
import type { CaseTerms } from '../../../../../domain/calculation/case-calculation.ts';
import type { SaleCalculation, SalesItem } from '../../../../../events/cases.ts';
import type { CaseDocument } from '../../../../../domain/cases/decider.ts';
import type { SwapCarTerms } from '../../../../../domain/customer-cars/swap-car-rules.ts';
import type { CaseModel, CustomerLookup } from '../api/types.ts';
import type { CaseForm } from '../model/case-form.ts';
import type { CarVehicleToolsSlotProps, CatalogueSlotProps } from './tabs/car-tab.tsx';

/**
 * What the case screens show of other features (customers, customer cars, the model catalogue, documents). Features
 * never import each other: the route composes them in through these slots, and each feature's component fits its
 * slot by shape.
 */

/** The customer tab: the case's buyer and co-debtor, each picked or created and saved as a customer. */
export interface CustomerTabSlotProps {
  value: Pick<CaseForm, 'CustomerId' | 'Customer2Id' | 'CustomerName' | 'Customer2Name'>;
  onChange: (next: Pick<CaseForm, 'CustomerId' | 'Customer2Id' | 'CustomerName' | 'Customer2Name'>) => void;
  model: CaseModel;
  readOnly: boolean;
  showErrors: boolean;
  /** The buyer became a business customer on a case with offers: the case drops them (spec part 2 §4). */
  onOffersRemoved: () => void;
  /** Whether a customer form holds unsaved input, and whether all of it is valid. */
  onFormsChange: (state: { dirty: boolean; valid: boolean }) => void;
}

/** The swap-car tab: the case's swap car terms, and the customer's car itself, saved on its own. */
export interface SwapCarTabSlotProps {
  value: SwapCarTerms;
  onChange: (next: SwapCarTerms) => void;
  model: CaseModel;
  readOnly: boolean;
  showErrors: boolean;
  /** The buyer chosen on the customer tab, saved with the case or not yet: the swap car belongs to the saved one. */
  buyerId?: string | null;
  /** Whether a swap car is being edited without being saved, and whether it is valid. */
  onCarStateChange: (state: { unsaved: boolean; valid: boolean }) => void;
}

/** The documents tab: a button per document, each opening its print modal. */
export interface DocumentsPanelSlotProps {
  model: CaseModel;
  /** The case changed on the server (a print, or a cancelled document): reload it, at `version` when known. */
  onPrinted: (version?: string) => void;
}

/**
 * The calculation tab: the case's sale calculation (saved with the case), its car, and the case's down payment and
 * swap car terms the totals take off. It says whether a calculation runs and whether the calculation may be saved.
 */
export interface CalculationPanelSlotProps {
  salesItem: SalesItem | null;
  value: SaleCalculation | null;
  onChange: (next: SaleCalculation) => void;
  terms: CaseTerms;
  onCashPaymentChange: (value: number | null) => void;
  caseId: string | null;
  modifiedDate: string | null;
  readOnly: boolean;
  onStateChange: (state: { busy: boolean; valid: boolean }) => void;
  /** The sales item's own choices the tab edits (the upholstery ordered). */
  onSalesItemChange: (next: SalesItem) => void;
}

/** The Tillægsydelser tab: the case's finance and insurance offers, each with its partner's plugin. */
export interface OffersPanelSlotProps {
  /** Null until the case is saved: an offer needs the case's number. */
  caseId: string | null;
  dealerId: string;
  /** What the partner's plugin is told of the case. */
  customerName: string | null;
  car: { make: string; model: string; variant?: string; registrationNumber?: string; mileage?: number; price?: number; isNew?: boolean } | null;
  /** The case's car as the finance partners judge a loan for it. */
  financedCar?: { CarId: string | null; FirstRegistrationDate: string | null; Mileage: number | null; RetailPrice: number | null } | null;
  /** An offer was added, saved or deleted, making the case `version`: its lock and the documents it may print follow. */
  onOffersChanged?: (version?: string) => void;
  /** Hands the page the function that asks every offer's plugin to save (false when one failed), or null when gone. */
  registerPluginSave?: (savePlugins: (() => Promise<boolean>) | null) => void;
}

export interface CasePageSlots {
  CustomerTab: ComponentType<CustomerTabSlotProps>;
  SwapCarTab: ComponentType<SwapCarTabSlotProps>;
  CatalogueModal: ComponentType<CatalogueSlotProps>;
  DocumentsPanel: ComponentType<DocumentsPanelSlotProps>;
  /** Absent: the tab says it cannot be edited yet. */
  CalculationPanel?: ComponentType<CalculationPanelSlotProps>;
  /** Absent: the tab says it cannot be edited yet. */
  OffersPanel?: ComponentType<OffersPanelSlotProps>;
  /** The car tab's vehicle data (choose car specification, model catalogue details, car facts); absent: none. */
  CarVehicleTools?: ComponentType<CarVehicleToolsSlotProps>;
}

/** A document's print modal, opened from a row's print menu in the case list. */
export interface DocumentModalSlotProps {
  document: CaseDocument;
  caseId: string;
  opened: boolean;
  onClose: () => void;
  onPrinted: (version?: string) => void;
  swapPriceVisible: boolean;
  registrationNumber: string | null;
}

export interface CaseListSlots {
  DocumentModal: ComponentType<DocumentModalSlotProps>;
  /** The customer look-up behind the list's customer filter. */
  lookupCustomers: (searchText: string) => Promise<CustomerLookup>;
}
