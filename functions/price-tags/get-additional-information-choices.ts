import { ADDITIONAL_INFORMATION, ADDITIONAL_INFORMATION_KEYS, ADDITIONAL_INFORMATION_MAX, DEFAULT_ADDITIONAL_INFORMATION } from '../../domain/price-tags/price-tag.ts';
import { query } from '../platform/http/endpoint.ts';
import { additionalInformationChoicesResponse } from './responses.ts';

/** GET /api/pricetag/GetAdditionalInformationChoices → the car facts a tag may add, the defaults marked; at most six. */
export const handler = query({
  summary: 'De tillægsoplysninger et prisskilt kan vise, med standardvalgene markeret.',
  responses: { 200: additionalInformationChoicesResponse },
  run: () =>
    Promise.resolve({
      Choices: ADDITIONAL_INFORMATION_KEYS.map((key) => ({ Value: key, Text: ADDITIONAL_INFORMATION[key], IsDefault: DEFAULT_ADDITIONAL_INFORMATION.includes(key) })),
      MaxChoices: ADDITIONAL_INFORMATION_MAX,
    }),
});
