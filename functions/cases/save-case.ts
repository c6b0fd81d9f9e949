import { caseData, type CaseData } from '../../events/cases.ts';
import { withOriginals } from '../../domain/calculation/case-calculation.ts';
import { customerCarOwnerOf } from '../customer-cars/readers.ts';
import { customerParties } from '../customers/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { personalData } from '../platform/personal-data.ts';
import { cataloguePricing, type CataloguePricing } from '../platform/registries/catalogue-pricing.ts';
import { ModelCatalogueUnavailable } from '../platform/registries/model-catalogue.ts';
import { offerWarning, type CaseEvent } from '../../domain/cases/decider.ts';
import { CASE_WARNING_HEADER } from '../../domain/cases/messages.ts';
import { caseCommand, forDealer, loadCase, withVersion } from './case-commands.ts';
import { protectCaseData, type CaseDataView } from './case-personal.ts';
import { saveCaseBody } from './schemas.ts';
import { caseIdResponse } from './responses.ts';

const CASE_FIELDS = Object.keys(caseData.shape) as (keyof CaseData)[];

/**
 * POST /api/case/save: the whole case as the client holds it (it strips nulls, so an absent field is an empty one);
 * an absent CaseManagerId keeps the case manager (the caller, for a new case). Without `Id` a new case is opened
 * under the next case number. Its customers, stock car, swap car and case manager are the caller's to name (the
 * platform refuses any other as unknown); a swap car must moreover be the case customer's car in the caller's
 * department (the decider checks the owner read here). Answers the case's id, with its version as the ETag.
 */
let pricing: CataloguePricing | undefined;

/**
 * The case's data with the catalogue's values of today kept as the originals of a catalogue car just chosen and of
 * factory equipment just added (spec part 2 §3 OriginalVehicleSettings, OriginalEquipmentSettings); originals already
 * kept stay. Without the catalogue the data is kept as it came, and the originals are taken at a later save.
 */
const withCatalogueOriginals = async (data: CaseDataView): Promise<CaseDataView> => {
  const item = data.SalesItem;
  if (!item?.CarGuid || !item.IsFactoryNew) return data;
  try {
    const kept = withOriginals(item, data.Calculation, await (pricing ??= cataloguePricing()).vehicle(item.CarGuid));
    return { ...data, SalesItem: kept.item ?? null, Calculation: kept.calculation ?? null };
  } catch (error) {
    if (error instanceof ModelCatalogueUnavailable) return data;
    throw error;
  }
};

export const handler = command({
  summary: 'Gemmer en sag (ny eller ændret) og svarer med sagens nummer.',
  responses: { 200: caseIdResponse },
  body: saveCaseBody,
  async run(context) {
    const { Id, ...fields } = context.body;
    // A catalogue car keeps the catalogue's prices of the day it was chosen: what its calculation and reset go by.
    const data = await withCatalogueOriginals(
      Object.fromEntries(
        CASE_FIELDS.filter((field) => field !== 'CaseManagerId' || fields.CaseManagerId != null).map((field) => [field, fields[field] ?? null]),
      ) as CaseDataView,
    );
    const swapCar = data.SwapCarId ? await customerCarOwnerOf(context.store, data.SwapCarId) : undefined;

    if (Id) {
      const stored = await protectCaseData(personalData(), Id, data);
      // Finance proposals do not apply to business customers: choosing one removes the case's offers.
      const customerIsBusiness = data.CustomerId ? (await customerParties(context.session.dealerId, [data.CustomerId])).get(data.CustomerId)?.IsBusiness : undefined;
      const outcome = await caseCommand(context, Id, { type: 'SaveCase', data: stored, swapCar, customerIsBusiness }, { result: () => Id });
      // 'Bemærk! ...' when the save took the offers away from a customer turned business: the page shows it.
      const warning = offerWarning(outcome.events as unknown as CaseEvent[]);
      if (!warning) return withVersion(Id, outcome.version);
      return respond(200, Id, { headers: { etag: `"${outcome.version}"`, [CASE_WARNING_HEADER]: encodeURIComponent(warning) } });
    }
    // The case number is taken in the same transaction as the case's first event: a refused save takes none.
    const outcome = await context.handleGroup(async (group) => {
      const caseId = await group.reserve('case');
      const stored = await protectCaseData(personalData(), caseId, data);
      const opened = await loadCase(group, caseId);
      opened.decide(forDealer(context, { type: 'OpenCase', caseId, data: { ...stored, CaseManagerId: stored.CaseManagerId ?? context.session.userId }, swapCar }));
      return caseId;
    });
    return withVersion(outcome.result, outcome.version);
  },
});
