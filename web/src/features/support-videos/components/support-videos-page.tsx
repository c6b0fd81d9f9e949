import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useVideoGroups, type SupportVideo } from '../api/video-groups.ts';
import { VideoPlayerModal } from './video-player-modal.tsx';

/** The support videos page (spec part 1 §2): the videos in their groups; one opens in the player. */
export function SupportVideosPage() {
  const { groups, apiError, loading } = useVideoGroups();
  const [playing, setPlaying] = useState<SupportVideo>();
  return (
    <Stack>
      <Title order={1}>Supportvideoer</Title>
      {apiError ? (
        <Alert color="red" title="Der skete en fejl...">
          Videoerne kan ikke hentes i øjeblikket.
        </Alert>
      ) : null}
      {loading && !groups ? <Loader aria-label="Henter videoer" /> : null}
      {groups?.map((group) => (
        <Paper key={group.Name} withBorder p="md" component="section" aria-label={group.Name}>
          <Title order={2} size="h4" mb="sm">
            {group.Name}
          </Title>
          {group.Videos.length === 0 ? <Text>Ingen videoer.</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {group.Videos.map((video) => (
              <Button key={video.Id} variant="default" justify="flex-start" leftSection={<IconPlayerPlay size={16} />} onClick={() => setPlaying(video)}>
                {video.Name}
              </Button>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
      <VideoPlayerModal video={playing} onClose={() => setPlaying(undefined)} />
    </Stack>
  );
}
