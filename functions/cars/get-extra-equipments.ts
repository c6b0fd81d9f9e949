export { getExtraEquipments as handler } from './stock-choices.ts';
