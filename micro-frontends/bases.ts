/**
 * Every micro-frontend's base (spec part 2 §7) and its folder under `micro-frontends/`: the local cloud serves each
 * build under its base, and CloudFront does in AWS, from the same table.
 */
export const MICRO_FRONTENDS: Readonly<Record<string, string>> = {
  '/api/partnerpicker/': 'partner-picker',
  '/api/advertisingoptimisation/widget/': 'advertising-optimisation',
  '/api/advertisingmasterdata/': 'advertising-master-data',
  '/api/advertisingrules/': 'advertising-rules',
  '/api/notifications/': 'notifications',
  '/api/quickcalculator/': 'quick-calculator',
  '/api/dealersubscription/': 'dealer-subscription',
  '/api/marketinsights/': 'market-insights',
  '/api/vehicleassessment/': 'vehicle-assessment',
};
