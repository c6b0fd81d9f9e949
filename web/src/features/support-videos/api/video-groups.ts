import { useEffect, useState } from 'react';
import { api } from '@/lib/api.ts';

export interface SupportVideo {
  Id: string;
  Name: string;
  /** The video host's player; null where the app shows its own poster (the sandbox). */
  PlayerUrl: string | null;
}

export interface VideoGroup {
  Name: string;
  Videos: SupportVideo[];
}

/** Where the groups are kept in the browser between visits (spec part 1 §7: cached in local storage). */
export const VIDEO_GROUPS_STORAGE_KEY = 'dealerhub.support-videos';

const cached = (): VideoGroup[] | undefined => {
  try {
    const stored = window.localStorage.getItem(VIDEO_GROUPS_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as VideoGroup[]) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET /api/vimeo: the video groups, shown at once from local storage and refreshed from the server; a non-200 answer
 * sets the API error flag (the cached groups, if any, stay shown).
 */
export const useVideoGroups = (): { groups: VideoGroup[] | undefined; apiError: boolean; loading: boolean } => {
  const [groups, setGroups] = useState<VideoGroup[] | undefined>(cached);
  const [apiError, setApiError] = useState(false);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    api
      .get<VideoGroup[]>('/api/vimeo')
      .then((answer) => {
        if (!current) return;
        setGroups(answer);
        setApiError(false);
        try {
          window.localStorage.setItem(VIDEO_GROUPS_STORAGE_KEY, JSON.stringify(answer));
        } catch {
          // A full or disabled storage only costs the cache.
        }
      })
      .catch(() => current && setApiError(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);
  return { groups, apiError, loading };
};
