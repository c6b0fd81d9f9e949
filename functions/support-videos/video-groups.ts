import { HttpError } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { logger } from '../platform/logger.ts';
import { videoHost } from '../platform/registries/video-host.ts';
import { videoGroupsResponse } from './responses.ts';

/** GET /api/vimeo: the support videos in their groups, from the video host; 502 when it does not answer. */
export const handler = query({
  summary: 'Supportvideoerne i deres grupper.',
  responses: { 200: videoGroupsResponse },
  async run() {
    try {
      return await videoHost().videoGroups();
    } catch (error) {
      logger.error('The video host did not answer', { error });
      throw new HttpError(502, 'Videoerne kan ikke hentes i øjeblikket.', { code: 'VideoHostUnavailable' });
    }
  },
});
