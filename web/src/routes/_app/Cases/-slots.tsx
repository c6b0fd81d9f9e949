import { CalculationPanel } from '@/features/calculation/components/calculation-panel.tsx';
import { CarTabVehicleTools } from '@/features/catalogue/components/car-tab-vehicle-tools.tsx';
import { CatalogueModal } from '@/features/catalogue/components/catalogue-modal.tsx';
import { SwapCarVehicleTools } from '@/features/catalogue/components/swap-car-vehicle-tools.tsx';
import { cancelDocument } from '@/features/cases/api/cancel-document.ts';
import type { CaseListSlots, CasePageSlots } from '@/features/cases/components/slots.ts';
import { SwapCarTab } from '@/features/customer-cars/components/swap-car-tab.tsx';
import { lookupCustomers } from '@/features/customers/api/lookup-customers.ts';
import { CustomerTab } from '@/features/customers/components/customer-tab.tsx';
import { CaseDocumentsPanel } from '@/features/documents/components/case-documents-panel.tsx';
import { DocumentModal } from '@/features/documents/components/document-modal.tsx';
import { OffersPanel } from '@/features/offers/components/offers-panel.tsx';

/**
 * The case screens composed of their features: the customers' tab, the customer's swap car, the model catalogue and
 * the documents, with the case's cancel-document command for a print that needs it.
 */
export const casePageSlots: CasePageSlots = {
  CustomerTab,
  SwapCarTab: (props) => <SwapCarTab {...props} VehicleTools={SwapCarVehicleTools} />,
  CatalogueModal,
  DocumentsPanel: (props) => <CaseDocumentsPanel {...props} cancelDocument={cancelDocument} />,
  CalculationPanel,
  CarVehicleTools: CarTabVehicleTools,
  OffersPanel,
};

export const caseListSlots: CaseListSlots = {
  DocumentModal: (props) => <DocumentModal {...props} cancelDocument={cancelDocument} />,
  lookupCustomers: (searchText) => lookupCustomers(searchText),
};
