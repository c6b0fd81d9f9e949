import { ActionIcon, Button, FileButton, Group, Image, Loader, Modal, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type DragEvent } from 'react';
import { PictureMessages } from '../../../../../domain/cars/pictures.ts';
import { NEWS_IMAGE_TYPES, newsFormSchema, NewsMessages, withImageMoved } from '../../../../../domain/news/news.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { newsForEditQuery, useAddNewsName, useDeleteNews, useDeleteNewsImage, usePreviewNews, useSaveNews, useUploadNewsImage } from '../api/news-edit.ts';
import { newsAuthorsQuery, newsCategoriesQuery } from '../api/news-list.ts';
import type { News, NewsFormValues, NewsImage } from '../api/types.ts';

// The editor (Tiptap and ProseMirror) is a large part of the app's code: only this page loads it.
const NewsBodyEditor = lazy(() => import('./rich-text-editor.tsx'));

type Errors = Partial<Record<keyof NewsFormValues | 'file', string>>;

const formOf = (news: News): NewsFormValues => ({
  Subject: news.Subject,
  AuthorId: news.AuthorId,
  CategoryId: news.CategoryId,
  PublishDate: news.PublishDate,
  PublishTime: news.PublishTime,
  Body: news.Body,
  Images: news.Images.map(({ Guid, Caption }) => ({ Guid, Caption })),
  ThumbnailGuid: news.ThumbnailGuid,
});

const failure = (error: unknown): string => (error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.');

/**
 * /Admin/News/Edit/{id} (spec part 2 §2 "News list and edit"): author and category, publish date and time, the
 * subject and rich-text body, pictures with captions and the thumbnail, the server-rendered preview, save and delete.
 * After saving the page is the saved item's; after deleting, the list.
 */
export function NewsEditPage({ id, onSaved, onDeleted }: { id: string; onSaved: (id: string) => void; onDeleted: () => void }) {
  const news = useQuery(newsForEditQuery(id));
  if (news.isPending) return <Loader aria-label="Henter nyheden" />;
  if (news.isError) return <Text c="red">{failure(news.error)}</Text>;
  return <NewsForm key={`${id}-${news.dataUpdatedAt}`} news={news.data} onSaved={onSaved} onDeleted={onDeleted} />;
}

function NewsForm({ news, onSaved, onDeleted }: { news: News; onSaved: (id: string) => void; onDeleted: () => void }) {
  const [form, setForm] = useState<NewsFormValues>(() => formOf(news));
  const [links, setLinks] = useState<Record<string, Omit<NewsImage, 'Caption' | 'Guid'>>>(() => Object.fromEntries(news.Images.map((image) => [image.Guid, image])));
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<string>();
  const authors = useQuery(newsAuthorsQuery);
  const categories = useQuery(newsCategoriesQuery);
  const save = useSaveNews();
  const remove = useDeleteNews();
  const previewNews = usePreviewNews();
  const upload = useUploadNewsImage();
  const removeImage = useDeleteNewsImage();
  const isNew = news.Id === '0';

  const set = <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The form as the server checks it; the first problem of each field is shown on the field. */
  const checked = (): NewsFormValues | undefined => {
    const parsed = newsFormSchema.safeParse(form);
    if (parsed.success) return form;
    const found: Errors = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(found);
    return undefined;
  };

  const serverError = (error: unknown) => {
    if (error instanceof ApiError && error.field) setErrors((current) => ({ ...current, [error.field as keyof Errors]: error.message }));
    else notifications.show({ color: 'red', title: 'Der skete en fejl...', message: failure(error) });
  };

  const submit = () => {
    const valid = checked();
    if (!valid) return;
    save.mutate(
      { id: news.Id, form: valid },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.Message || NewsMessages.saved });
          onSaved(reply.Model.Id);
        },
        onError: serverError,
      },
    );
  };

  const showPreview = () => {
    const valid = checked();
    if (valid) previewNews.mutate(valid, { onSuccess: (reply) => setPreview(reply.View), onError: serverError });
  };

  const deleteNews = async () => {
    if (!(await confirmAction('Slet nyhed', NewsMessages.confirmDelete, { danger: true }))) return;
    remove.mutate(news.Id, {
      onSuccess: (reply) => {
        notifications.show({ color: 'green', message: reply.Message || NewsMessages.deleted });
        onDeleted();
      },
      onError: serverError,
    });
  };

  const addFiles = async (files: File[]) => {
    for (const file of files) {
      if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        setErrors((current) => ({ ...current, file: NewsMessages.imageType }));
        continue;
      }
      try {
        const added = await upload.mutateAsync({ id: news.Id, file });
        setLinks((current) => ({ ...current, [added.Guid]: added }));
        setForm((current) => ({ ...current, Images: [...current.Images, { Guid: added.Guid, Caption: '' }], ThumbnailGuid: current.ThumbnailGuid ?? added.Guid }));
        setErrors((current) => ({ ...current, file: undefined }));
      } catch (error) {
        setErrors((current) => ({ ...current, file: error instanceof ApiError ? error.message : PictureMessages.unreadable }));
      }
    }
  };

  const deleteImage = (guid: string) =>
    removeImage.mutate(guid, {
      onSuccess: () =>
        setForm((current) => ({ ...current, Images: current.Images.filter((image) => image.Guid !== guid), ThumbnailGuid: current.ThumbnailGuid === guid ? null : current.ThumbnailGuid })),
      onError: serverError,
    });

  // Editing waits while a picture is uploaded or deleted (spec part 2 §4 photo uploader).
  const busy = upload.isPending || removeImage.isPending;

  // The pictures' order is the item's: moved here (dragged, or with the arrows from the keyboard) and saved with it.
  const [dragged, setDragged] = useState<number | null>(null);
  const moveImage = (from: number, to: number) => setForm((current) => ({ ...current, Images: withImageMoved(current.Images, from, to) }));
  const dropOn = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) moveImage(dragged, to);
    setDragged(null);
  };

  return (
    <Stack maw={960}>
      <Title order={1}>{isNew ? 'Ny nyhed' : 'Rediger nyhed'}</Title>
      <Paper withBorder p="md">
        <Stack>
          <Group grow align="flex-start">
            <NameSelect kind="author" label="Forfatter" value={form.AuthorId} error={errors.AuthorId} options={authors.data ?? []} onChange={(value) => set('AuthorId', value)} />
            <NameSelect kind="category" label="Kategori" value={form.CategoryId} error={errors.CategoryId} options={categories.data ?? []} onChange={(value) => set('CategoryId', value)} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label="Udgivelsesdato" placeholder="dd-mm-åååå" required value={form.PublishDate} error={errors.PublishDate} onChange={(event) => set('PublishDate', event.currentTarget.value)} />
            <TextInput label="Klokkeslæt" placeholder="tt:mm" required value={form.PublishTime} error={errors.PublishTime} onChange={(event) => set('PublishTime', event.currentTarget.value)} />
          </Group>
          <TextInput label="Emne" required value={form.Subject} error={errors.Subject} onChange={(event) => set('Subject', event.currentTarget.value)} />
          <Stack gap={4}>
            <Text fw={500} size="sm" id="news-body-label">
              Tekst
            </Text>
            <Suspense fallback={<Loader size="sm" aria-label="Henter editoren" />}>
              <NewsBodyEditor label="Tekst" value={form.Body} onChange={(html) => set('Body', html)} />
            </Suspense>
            {errors.Body ? <Text c="red" size="sm">{errors.Body}</Text> : null}
          </Stack>
          <Stack gap="xs">
            <Group>
              <Text fw={500} size="sm">
                Billeder
              </Text>
              <FileButton onChange={(files) => void addFiles(files)} accept={NEWS_IMAGE_TYPES.join(',')} multiple disabled={busy}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} />} loading={upload.isPending}>
                    Tilføj billeder
                  </Button>
                )}
              </FileButton>
            </Group>
            {errors.file ? <Text c="red" size="sm" role="alert">{errors.file}</Text> : null}
            <Radio.Group value={form.ThumbnailGuid ?? ''} onChange={(value) => set('ThumbnailGuid', value || null)} label="Miniature" aria-label="Vælg miniature">
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                {form.Images.map((image, index) => (
                  <Paper
                    key={image.Guid}
                    withBorder
                    p="xs"
                    draggable={!busy}
                    onDragStart={() => setDragged(index)}
                    onDragEnd={() => setDragged(null)}
                    onDragOver={(event: DragEvent) => {
                      if (dragged !== null) event.preventDefault();
                    }}
                    onDrop={(event: DragEvent) => dropOn(event, index)}
                    style={{ cursor: busy ? undefined : 'grab', opacity: dragged === index ? 0.5 : 1 }}
                  >
                    <Stack gap="xs">
                      {links[image.Guid] ? <Image src={links[image.Guid]!.ThumbnailUrl} alt={image.Caption || `Billede ${index + 1}`} h={120} fit="contain" draggable={false} /> : null}
                      <TextInput
                        label={`Billedtekst ${index + 1}`}
                        value={image.Caption}
                        disabled={busy}
                        onChange={(event) => {
                          const Caption = event.currentTarget.value;
                          set('Images', form.Images.map((each) => (each.Guid === image.Guid ? { ...each, Caption } : each)));
                        }}
                      />
                      <Group justify="space-between">
                        <Radio value={image.Guid} label="Miniature" disabled={busy} />
                        <Group gap={4}>
                          <ActionIcon variant="subtle" size="sm" aria-label={`Flyt billede ${index + 1} til venstre`} disabled={busy || index === 0} onClick={() => moveImage(index, index - 1)}>
                            <IconArrowLeft size={14} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={`Flyt billede ${index + 1} til højre`}
                            disabled={busy || index === form.Images.length - 1}
                            onClick={() => moveImage(index, index + 1)}
                          >
                            <IconArrowRight size={14} />
                          </ActionIcon>
                        </Group>
                        <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} disabled={busy} onClick={() => deleteImage(image.Guid)}>
                          Slet billede
                        </Button>
                      </Group>
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            </Radio.Group>
          </Stack>
          <Group>
            <Button onClick={submit} loading={save.isPending} disabled={busy}>
              Gem
            </Button>
            <Button variant="default" onClick={showPreview} loading={previewNews.isPending} disabled={busy}>
              Forhåndsvis
            </Button>
            {isNew ? null : (
              <Button variant="outline" color="red" onClick={() => void deleteNews()} loading={remove.isPending}>
                Slet
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <Modal opened={preview !== undefined} onClose={() => setPreview(undefined)} title="Forhåndsvisning" size="lg">
        {/* Rendered by the server from the sanitised body; the texts are escaped there. */}
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: preview ?? '' }} />
        </Typography>
      </Modal>
    </Stack>
  );
}

/** An author or category selector, with a field to add a new one. */
function NameSelect({ kind, label, value, error, options, onChange }: { kind: 'author' | 'category'; label: string; value: string; error: string | undefined; options: { Id: string; Name: string }[]; onChange: (id: string) => void }) {
  const add = useAddNewsName(kind);
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string>();
  return (
    <Stack gap={4}>
      <Select
        label={label}
        required
        data={options.map((option) => ({ value: option.Id, label: option.Name }))}
        value={value || null}
        error={error}
        onChange={(next) => onChange(next ?? '')}
        comboboxProps={{ withinPortal: true }}
        searchable
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput size="xs" label={kind === 'author' ? 'Ny forfatter' : 'Ny kategori'} value={name} error={addError} onChange={(event) => {
          setName(event.currentTarget.value);
          setAddError(undefined);
        }} />
        <Button
          size="xs"
          variant="default"
          loading={add.isPending}
          disabled={name.trim() === ''}
          onClick={() =>
            add.mutate(name, {
              onSuccess: (added) => {
                setName('');
                onChange(added.Id);
              },
              onError: (failed) => setAddError(failure(failed)),
            })
          }
        >
          Tilføj
        </Button>
      </Group>
    </Stack>
  );
}
