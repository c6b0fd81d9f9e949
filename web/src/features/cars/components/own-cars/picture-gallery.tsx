import { Anchor, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

/** A safe file name for a picture of the car: its title and number, as a .jpg (spec part 1 §5: names have an extension). */
export const pictureFileName = (title: string, index: number): string =>
  `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'bil'}-${index + 1}.jpg`;

/**
 * The detail panel's picture gallery (spec part 1 §2): the chosen picture large, the others as thumbnails to choose
 * from, and the chosen one as a JPG download. Pictures come as the server's short-lived URLs.
 */
export function PictureGallery({ title, pictures, thumbnails, count }: { title: string; pictures: readonly string[]; thumbnails?: readonly string[]; count: number }) {
  const [shown, setShown] = useState(0);
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
      {pictures.length > 1 && (
        <SimpleGrid cols={6} spacing={4}>
          {pictures.map((picture, position) => (
            <UnstyledButton key={picture} onClick={() => setShown(position)} aria-label={`Vis billede ${position + 1}`} aria-pressed={position === index}>
              <Image src={thumbnails?.[position] ?? picture} alt="" h={36} radius="xs" fit="cover" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
