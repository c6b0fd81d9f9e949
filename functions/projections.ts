import type { Projection } from './platform/projection.ts';
import { dealerDirectory } from './dealers/projections/dealer-directory.ts';
import { userDirectory } from './users/projections/user-directory.ts';
import { dealerEquipmentList } from './calculation/projections/dealer-equipment.ts';
import { userLastLogin } from './users/projections/user-last-login.ts';
import { caseDetails } from './cases/projections/case-details.ts';
import { caseList } from './cases/projections/case-list.ts';
import { caseReferences } from './cases/projections/case-references.ts';
import { caseKeyErasure } from './cases/projections/case-key-erasure.ts';
import { caseOfferIndex } from './cases/projections/case-offer-index.ts';
import { carDetails } from './cars/projections/car-details.ts';
import { ownCarList } from './cars/projections/own-car-list.ts';
import { stockList } from './cars/projections/stock-list.ts';
import { customerCarBids } from './customer-cars/projections/customer-car-bids.ts';
import { customerCarList } from './customer-cars/projections/customer-car-list.ts';
import { customerCarErasure } from './customer-cars/projections/customer-car-erasure.ts';
import { customerDetails } from './customers/projections/customer-details.ts';
import { customerList } from './customers/projections/customer-list.ts';
import { dealerCaseTexts } from './dealers/projections/dealer-case-texts.ts';
import { dealerPlates } from './dealers/projections/dealer-plates.ts';
import { appendixList } from './documents/projections/appendix-list.ts';
import { documentErasure } from './documents/projections/document-erasure.ts';
import { customerOverview } from './customers/projections/customer-overview.ts';
import { carPictureErasure } from './cars/projections/car-picture-erasure.ts';
import { allDealers } from './dealers/projections/all-dealers.ts';
import { customerMatches } from './customers/projections/customer-match.ts';
import { customerOwnedCars } from './customers/projections/customer-owned-cars.ts';
import { caseHistory } from './cases/projections/case-history.ts';
import { carHistory } from './cars/projections/car-history.ts';
import { customerHistory } from './customers/projections/customer-history.ts';
import { dashboardLeadFunnel } from './dashboard/projections/lead-funnel-list.ts';
import { newsList } from './news/projections/news-list.ts';
import { newsDirectory } from './news/projections/news-directory.ts';

/** Every projection, by name: the projector Lambda runs them all (one reader on the stream), `npm run rebuild` picks one. */
export const projections: readonly Projection[] = [
  userDirectory,
  dealerDirectory,
  caseList,
  caseDetails,
  caseReferences,
  caseOfferIndex,
  customerList,
  customerDetails,
  ownCarList,
  carDetails,
  stockList,
  customerCarList,
  customerCarBids,
  dealerCaseTexts,
  dealerPlates,
  appendixList,
  documentErasure,
  caseKeyErasure,
  customerCarErasure,
  dealerEquipmentList,
  userLastLogin,
  customerOverview,
  carPictureErasure,
  allDealers,
  ...customerMatches,
  customerOwnedCars,
  caseHistory,
  carHistory,
  customerHistory,
  dashboardLeadFunnel,
  newsList,
  newsDirectory,
];

export const projectionNamed = (name: string): Projection | undefined => projections.find((p) => p.name === name);
