export { getConglomerateDealers as handler } from './conglomerate-dealers.ts';
