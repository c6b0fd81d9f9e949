import type { VideoHost } from './video-host.ts';

/**
 * Sample support videos in groups, as the supplier's showcases are arranged. No player URL: the app shows its own
 * poster in the player, so nothing calls out to the video host.
 */
export const sandboxVideoHost: VideoHost = {
  async videoGroups() {
    const video = (Id: string, Name: string) => ({ Id, Name, PlayerUrl: null });
    return [
      { Name: 'Kom godt i gang', Videos: [video('100001', 'Log ind og find rundt'), video('100002', 'Opret en lagerbil')] },
      { Name: 'Salg', Videos: [video('200001', 'Opret en sag'), video('200002', 'Print slutseddel og købsaftale'), video('200003', 'Finansieringsforslag')] },
      { Name: 'Administration', Videos: [video('300001', 'Brugere og roller')] },
    ];
  },
};
