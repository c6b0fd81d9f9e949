import { normaliseSearch } from '../platform/search-text.ts';

/**
 * The extra equipment the stock filter offers (GET /api/owncarlist/getExtraEquipments): a car has an item when its
 * equipment text names it in one of the words dealers write for it.
 */
export interface ExtraEquipment {
  Identifier: string;
  Name: string;
  words: readonly string[];
}

export const EXTRA_EQUIPMENT: readonly ExtraEquipment[] = [
  { Identifier: 'tow-bar', Name: 'Anhængertræk', words: ['anhængertræk', 'træk'] },
  { Identifier: 'navigation', Name: 'Navigation', words: ['navigation', 'gps'] },
  { Identifier: 'panorama-roof', Name: 'Panoramatag', words: ['panoramatag', 'glastag'] },
  { Identifier: 'adaptive-cruise', Name: 'Adaptiv fartpilot', words: ['adaptiv fartpilot', 'acc'] },
  { Identifier: 'cruise-control', Name: 'Fartpilot', words: ['fartpilot'] },
  { Identifier: 'reversing-camera', Name: 'Bakkamera', words: ['bakkamera', '360° kamera'] },
  { Identifier: 'parking-sensors', Name: 'Parkeringssensorer', words: ['parkeringssensor', 'p-sensor'] },
  { Identifier: 'heated-seats', Name: 'Sædevarme', words: ['sædevarme'] },
  { Identifier: 'heated-steering-wheel', Name: 'Rattvarme', words: ['rattvarme'] },
  { Identifier: 'heat-pump', Name: 'Varmepumpe', words: ['varmepumpe'] },
  { Identifier: 'climate-control', Name: 'Klimaanlæg', words: ['klimaanlæg', 'aircondition'] },
  { Identifier: 'carplay', Name: 'Apple CarPlay/Android Auto', words: ['carplay', 'android auto'] },
  { Identifier: 'keyless', Name: 'Nøglefri betjening', words: ['nøglefri', 'keyless'] },
  { Identifier: 'alloy-wheels', Name: 'Alufælge', words: ['alufælge'] },
  { Identifier: 'auxiliary-heater', Name: 'Reservationsvarme', words: ['reservationsvarme', 'webasto'] },
];

/** The identifiers of the equipment an equipment text names. */
export const equipmentIdentifiersOf = (text: string): string[] => {
  const normalised = normaliseSearch(text);
  if (!normalised) return [];
  return EXTRA_EQUIPMENT.filter((item) => item.words.some((word) => normalised.includes(word))).map((item) => item.Identifier);
};
