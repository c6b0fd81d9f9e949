export { getMakes as handler } from './stock-choices.ts';
