import { COLOR_THEMES } from '../../../../../domain/documents/print-options.ts';
import type { DocumentOptions } from './documents.ts';

/** Spec part 2 §4: the offer's extra equipment, logo, discount and colour theme choices are remembered in the browser. */
export const OFFER_OPTIONS_KEY = 'dealerhub.offerOptions';

export type RememberedOfferOptions = Pick<DocumentOptions, 'ShowExtraEquipment' | 'ShowLogo' | 'ShowDiscount' | 'ColorTheme'>;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage switched off: nothing is remembered
  }
};

export const rememberOfferOptions = (options: DocumentOptions): void => {
  const remembered: RememberedOfferOptions = {
    ShowExtraEquipment: options.ShowExtraEquipment,
    ShowLogo: options.ShowLogo,
    ShowDiscount: options.ShowDiscount,
    ColorTheme: options.ColorTheme,
  };
  storage()?.setItem(OFFER_OPTIONS_KEY, JSON.stringify(remembered));
};

/** The remembered choices over `defaults`; anything unreadable or of the wrong type is ignored. */
export const withRememberedOfferOptions = (defaults: DocumentOptions): DocumentOptions => {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(OFFER_OPTIONS_KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (!stored || typeof stored !== 'object') return defaults;
  const value = stored as Record<string, unknown>;
  const flag = (name: 'ShowExtraEquipment' | 'ShowLogo' | 'ShowDiscount'): boolean =>
    typeof value[name] === 'boolean' ? value[name] : defaults[name];
  return {
    ...defaults,
    ShowExtraEquipment: flag('ShowExtraEquipment'),
    ShowLogo: flag('ShowLogo'),
    ShowDiscount: flag('ShowDiscount'),
    ColorTheme: COLOR_THEMES.find((theme) => theme === value.ColorTheme) ?? defaults.ColorTheme,
  };
};
