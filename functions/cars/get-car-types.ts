export { getCarTypes as handler } from './stock-choices.ts';
