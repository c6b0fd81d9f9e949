// The stock car's words the SPA's first screen reads (the stock list's address), apart from the car's schemas.

/** Chassis types of the stock filter (spec part 1 §9), value → label. */
export const CHASSIS_TYPES = {
  '4x4': '4x4',
  Cabriolet: 'Cabriolet',
  Coupe: 'Coupé',
  CUV: 'CUV',
  Hatchback: 'Halvkombi',
  Kassevogn: 'Kassevogn',
  Ladvogn: 'Ladvogn',
  Mikro: 'Mikro',
  MPV: 'MPV',
  Sedan: 'Sedan',
  Sport: 'Sport',
  Stationcar: 'Stationcar',
  SUV: 'SUV',
} as const;
export type ChassisType = keyof typeof CHASSIS_TYPES;
