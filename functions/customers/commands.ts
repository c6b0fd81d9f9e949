/**
 * What another context may ask of the customers context directly: the retention run erases the customers whose
 * retention period is over, as deleting them does. Which context may use this door is declared once, in the lint
 * configuration's context directions.
 */
export { forgetCustomer, type ForgottenCustomer } from './forget-customer.ts';
