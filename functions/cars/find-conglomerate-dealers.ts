export { findConglomerateDealers as handler } from './conglomerate-dealers.ts';
