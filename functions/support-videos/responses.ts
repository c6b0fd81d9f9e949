import * as z from 'zod';

/** GET /api/vimeo: the video groups (spec part 1 §3 "Video group": Videos with Id and Name). */
export const videoGroupsResponse = z.array(
  z.object({ Name: z.string(), Videos: z.array(z.object({ Id: z.string(), Name: z.string(), PlayerUrl: z.string().nullable() })) }),
);
