import { AspectRatio, Image, Modal, Text } from '@mantine/core';
import type { SupportVideo } from '../api/video-groups.ts';
import poster from './poster.svg';

/**
 * The video player (spec part 1 §2): the host's player in a frame titled with the video's name, or, where the host
 * gives none (the sandbox), the app's own poster, so nothing is fetched from the video host.
 */
export function VideoPlayerModal({ video, onClose }: { video: SupportVideo | undefined; onClose: () => void }) {
  return (
    <Modal opened={video !== undefined} onClose={onClose} title={video?.Name ?? ''} size="xl" centered>
      {video ? (
        <AspectRatio ratio={16 / 9}>
          {video.PlayerUrl ? (
            <iframe src={video.PlayerUrl} title={video.Name} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen style={{ border: 0 }} />
          ) : (
            <Image src={poster} alt={`Plakat for ${video.Name}`} />
          )}
        </AspectRatio>
      ) : null}
      {video && !video.PlayerUrl ? (
        <Text size="sm" mt="xs">
          Videoen afspilles fra videotjenesten.
        </Text>
      ) : null}
    </Modal>
  );
}
