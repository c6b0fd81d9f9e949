import { Anchor, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

/** A safe file name for a picture of the car: its title and number, as a .jpg (spec part 1 §5: names have an extension). */
export const pictureFileName = (title: string, index: number): string =>
  `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'bil'}-${index + 1}.jpg`;

/**
 * The detail panel's picture gallery (spec part 1 §2): the chosen picture large, the others as thumbnails to choose
 * from, and the chosen one as a JPG download. Pictures come as the server's short-lived URLs. Where the photo uploader
 * shows the same pictures just below (a user who manages them), its thumbnails choose the picture instead: the
 * gallery then leaves out its own strip (`strip={false}`) and is told which picture to show.
 */
export function PictureGallery({
  title,
  pictures,
  thumbnails,
  count,
  shown: chosen,
  onShow,
  strip = true,
}: {
  title: string;
  pictures: readonly string[];
  thumbnails?: readonly string[];
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
        {count > 0 ? `${count} billeder` : 'Bilen har ingen billeder.'}
      </Text>
    );
  }
  const index = Math.min(shown, pictures.length - 1);
  return (
    <Stack gap={6} aria-label="Billeder">
      <Image src={pictures[index]} alt={`${title}, billede ${index + 1}`} radius="sm" fit="cover" h={180} />
      <Anchor href={pictures[index]} download={pictureFileName(title, index)} size="xs">
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
