import { sandboxVideoHost } from './video-host-sandbox.ts';
import { secretFromLambdaExtension, vimeoVideoHost } from './video-host-vimeo.ts';

/**
 * The video host (Vimeo) of the support videos: the supplier's showcases of videos, as groups (spec part 1 §7 vimeo,
 * §3 "Video group"). An external service; the sandbox adapter answers from sample data and is the default locally
 * and in tests (`VIDEO_HOST`), so no test calls out.
 */
export interface SupportVideo {
  Id: string;
  Name: string;
  /** What the player shows: the host's embeddable player, or (sandbox) null for the app's own poster. */
  PlayerUrl: string | null;
}

export interface VideoGroup {
  Name: string;
  Videos: SupportVideo[];
}

export interface VideoHost {
  /** The groups and their videos; throws when the host does not answer. */
  videoGroups(): Promise<VideoGroup[]>;
}

let configured: VideoHost | undefined;

export const videoHost = (): VideoHost => (configured ??= hostFromEnvironment());

/** `VIDEO_HOST=vimeo` with `VIMEO_TOKEN_SECRET` (the Secrets Manager secret holding the access token) in AWS. */
export const hostFromEnvironment = (environment: NodeJS.ProcessEnv = process.env): VideoHost => {
  const name = environment.VIDEO_HOST ?? 'sandbox';
  if (name === 'sandbox') return sandboxVideoHost;
  if (name === 'vimeo') {
    const secretId = environment.VIMEO_TOKEN_SECRET;
    if (!secretId) throw new Error('VIDEO_HOST=vimeo needs VIMEO_TOKEN_SECRET, the secret that holds the access token');
    return vimeoVideoHost({ token: () => secretFromLambdaExtension(secretId) });
  }
  throw new Error(`No video host adapter named ${name}`);
};

/** Vimeo's embeddable player of a video: what the real adapter answers as `PlayerUrl`. */
export const vimeoPlayerUrl = (videoId: string): string => `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?dnt=1`;
