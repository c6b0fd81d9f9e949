import { Anchor, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The detail panel's picture gallery (spec part 1 §2): the chosen picture large, the others as thumbnails to choose
 * from, and the chosen one as a JPG download named after the car (the server's download link names it: the picture
 * is served from another origin, where a link's own file name does not count). Pictures come as the server's
 * short-lived URLs. Where the photo uploader
 * shows the same pictures just below (a user who manages them), its thumbnails choose the picture instead: the
 * gallery then leaves out its own strip (`strip={false}`) and is told which picture to show.
 */
export function PictureGallery({
  title,
  pictures,
  thumbnails,
  downloads,
  count,
  shown: chosen,
  onShow,
  strip = true,
}: {
  title: string;
  pictures: readonly string[];
  thumbnails?: readonly string[];
  /** Each picture as a download named after the car ('Toyota-Yaris-1.jpg'), when the server has given them. */
  downloads?: readonly string[];
  count: number;
  /** The picture shown large (0-based), when the panel chooses it; else the gallery's own choice. */
  shown?: number;
  onShow?: (index: number) => void;
  /** The thumbnails to choose from; left out where the uploader's are shown. */
  strip?: boolean;
}) {
  const [own, setOwn] = useState(0);
  const shown = chosen ?? own;
  const show = (index: number): void => {
    setOwn(index);
    onShow?.(index);
  };
  if (pictures.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {count === 0 ? 'Bilen har ingen billeder.' : count === 1 ? '1 billede' : `${count} billeder`}
      </Text>
    );
  }
  const index = Math.min(shown, pictures.length - 1);
  return (
    <Stack gap={6} aria-label="Billeder">
      <Image src={pictures[index]} alt={`${title}, billede ${index + 1}`} radius="sm" fit="cover" h={180} />
      <Anchor href={downloads?.[index] ?? pictures[index]} download="" size="xs">
        <IconDownload size={12} /> Hent billede (JPG)
      </Anchor>
      {strip && pictures.length > 1 && (
        <SimpleGrid cols={6} spacing={4}>
          {pictures.map((picture, position) => (
            <UnstyledButton key={picture} onClick={() => show(position)} aria-label={`Vis billede ${position + 1}`} aria-pressed={position === index}>
              <Image src={thumbnails?.[position] ?? picture} alt="" h={36} radius="xs" fit="cover" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
