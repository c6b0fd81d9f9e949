import { Anchor, Group, Image, Loader, Modal, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { latestNewsQuery, publishedNewsQuery } from '../api/latest-news.ts';
import type { News } from '../api/types.ts';

/** An opened item's pictures in the editor's order, each with its caption; the body shows before they come. */
function NewsPictures({ id }: { id: string }) {
  const item = useQuery(publishedNewsQuery(id));
  if (item.isPending) return <Loader size="sm" aria-label="Henter billeder" />;
  if (item.isError) return <Text size="sm">Billederne kan ikke hentes i øjeblikket.</Text>;
  return item.data.Images.map((image, index) => (
    <Stack key={image.Guid} component="figure" gap={4} m={0}>
      <Image src={image.Url} alt={image.Caption || `Billede ${index + 1}`} radius="sm" fit="contain" mah={360} />
      {image.Caption ? (
        <Text component="figcaption" size="sm">
          {image.Caption}
        </Text>
      ) : null}
    </Stack>
  ));
}

/**
 * The dashboard's news widget: the latest published news of the supplier, each opened in a modal. The dashboard
 * places it; it fetches its own data and shows a fallback when it cannot.
 */
export function NewsWidget({ count = 5 }: { count?: number }) {
  const latest = useQuery(latestNewsQuery(count));
  const [open, setOpen] = useState<Omit<News, 'Images'>>();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="news-widget-title">
      <Title order={2} size="h4" id="news-widget-title" mb="sm">
        Nyheder
      </Title>
      {latest.isPending ? <Loader size="sm" aria-label="Henter nyheder" /> : null}
      {latest.isError ? <Text>Service kan ikke hentes i øjeblikket.</Text> : null}
      {latest.data?.length === 0 ? <Text>Ingen nyheder.</Text> : null}
      <Stack gap="sm">
        {latest.data?.map((news) => (
          <Group key={news.Id} wrap="nowrap" align="flex-start">
            {news.ThumbnailUrl ? <Image src={news.ThumbnailUrl} alt="" w={64} h={48} fit="cover" radius="sm" /> : null}
            <Stack gap={0}>
              <Anchor component="button" type="button" onClick={() => setOpen(news)} ta="left">
                {news.Subject}
              </Anchor>
              <Text size="sm">
                {news.PublishDate} · {news.Category}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={open?.Subject ?? ''} size="lg">
        {open ? (
          <Stack>
            <Text size="sm">
              {open.PublishDate} kl. {open.PublishTime} · {open.Author} · {open.Category}
            </Text>
            {/* Sanitised by the server before it was stored. */}
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: open.Body }} />
            </Typography>
            <NewsPictures id={open.Id} />
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
