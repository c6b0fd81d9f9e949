import { normaliseVehicleNumber } from '../../../domain/catalogue/vehicle-data.ts';

/**
 * The external vehicle inspection report (synsrapport): a link by chassis or registration number that the car facts
 * modal opens in a new window (spec part 1 §2). Only a link is made: the report is the inspection service's page.
 * `INSPECTION_REPORT_URL` is the service's address with `{number}` where the number goes; the sandbox default points
 * at a host that only shows where the link would lead.
 */
export const SANDBOX_INSPECTION_REPORT_URL = 'https://synsrapport.sandbox.dealerhub.dk/rapport?nummer={number}';

export const inspectionReportUrl = (number: string, template: string = process.env.INSPECTION_REPORT_URL ?? SANDBOX_INSPECTION_REPORT_URL): string =>
  template.replace('{number}', encodeURIComponent(normaliseVehicleNumber(number)));
