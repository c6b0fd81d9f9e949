import { ActionIcon, Alert, Badge, Box, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { CarMessages, MAX_PICTURES } from '../../../../../domain/cars/messages.ts';
import {
  fittedSize,
  PICTURE_LIMITS,
  PictureErrorCodes,
  pictureErrorText,
  pictureFileProblem,
  PictureMessages,
  PictureRefusalCodes,
} from '../../../../../domain/cars/pictures.ts';
import { ApiError, readXsrfToken } from '@/lib/api.ts';
import { carPictureQueryKeys, useDeleteCarPicture, useMoveCarPicture, useUploadCarPicture, type CarPicture, type CarPictures } from '../api/car-pictures.ts';

/**
 * The photo uploader of a stock car (spec document 2 §4, §8, §9): JPG only, at most 10 MB as picked and 12 pictures
 * per car; each picture is drawn anew in the browser to fit 1920×1080 at JPEG quality 95 before upload (which also
 * drops the camera's metadata, such as where it was taken). Pictures are reordered by dragging (or the arrow buttons,
 * for the keyboard) and deleted one at a time; while a delete or move runs, nothing else can be changed, and a move
 * that fails puts the pictures back in their order.
 */

/** A picture that could not be made ready for upload, with the uploader's code (-700 not an image, -701 no memory). */
export class PictureFileError extends Error {
  constructor(readonly code: number) {
    super(pictureErrorText(code));
    this.name = 'PictureFileError';
  }
}

/** What the browser offers for drawing a picture anew; a test hands in its own. */
export interface PictureCanvas {
  decode(file: Blob): Promise<{ width: number; height: number; image: CanvasImageSource; close?: () => void }>;
  encode(image: CanvasImageSource, width: number, height: number, quality: number): Promise<Blob>;
}

export const browserCanvas: PictureCanvas = {
  async decode(file) {
    // Drawn the way it was taken: the camera's orientation is applied, then dropped with the rest of its metadata.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, image: bitmap, close: () => bitmap.close() };
  },
  async encode(image, width, height, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no JPEG'))), 'image/jpeg', quality),
    );
  },
};

/** The picture drawn to fit 1920×1080 as a JPEG of quality 95. */
export const resizeForUpload = async (file: Blob, canvas: PictureCanvas = browserCanvas): Promise<Blob> => {
  let decoded: Awaited<ReturnType<PictureCanvas['decode']>>;
  try {
    decoded = await canvas.decode(file);
  } catch {
    throw new PictureFileError(PictureErrorCodes.imageFormat);
  }
  try {
    const size = fittedSize(decoded.width, decoded.height);
    return await canvas.encode(decoded.image, size.width, size.height, PICTURE_LIMITS.quality);
  } catch {
    // A picture too large for the browser's memory: another try (or a smaller picture) may work.
    throw new PictureFileError(PictureErrorCodes.imageMemory);
  } finally {
    decoded.close?.();
  }
};

const jpegName = (name: string): string => (/\.jpe?g$/i.test(name) ? name : `${name.replace(/\.[^.]*$/, '')}.jpg`);

/** The text the uploader shows for a failed upload; undefined when it is the generic error dialog (ErrorCode 101). */
const uploadErrorText = (error: unknown): string | undefined => {
  if (error instanceof PictureFileError) return error.message;
  if (error instanceof ApiError) {
    const code = PictureRefusalCodes[error.code as keyof typeof PictureRefusalCodes];
    if (code !== undefined) return pictureErrorText(code);
    if (error.status === 413) return pictureErrorText(PictureErrorCodes.fileSize);
    if (error.status >= 500) return undefined;
    if (error.status === 0) return pictureErrorText(PictureErrorCodes.http);
    return error.message;
  }
  return pictureErrorText(PictureErrorCodes.http);
};

const showServerError = (): void => {
  modals.open({ title: PictureMessages.serverError, children: <Text size="sm">{pictureErrorText(PictureErrorCodes.server)}</Text> });
};

export interface PhotoUploaderProps {
  carId: string;
  /** The car's title, for the pictures' alternative text. */
  title: string;
  /** The pictures as the car's details have them (`CarPictures`). */
  pictures: readonly CarPicture[];
  /** The version the details were read at (their ETag): deletes and moves are refused if the car changed since. */
  version?: string;
  /** A car the car API maintains, or a role that does not edit cars: the pictures are shown only. */
  readOnly?: boolean;
  /** How pictures are drawn anew before upload (the browser's canvas). */
  canvas?: PictureCanvas;
  /** Shows the picture at this place (0-based) large, where a gallery beside the uploader has one. */
  onShow?: (index: number) => void;
}

interface Known {
  version: string | undefined;
  pictures: readonly CarPicture[];
}
const isNewer = (version: string | undefined, than: string | undefined): boolean => version !== undefined && (than === undefined || Number(version) > Number(than));

export function PhotoUploader({ carId, title, pictures: given, version: givenVersion, readOnly = false, canvas = browserCanvas, onShow }: PhotoUploaderProps) {
  const queryClient = useQueryClient();
  const upload = useUploadCarPicture();
  const remove = useDeleteCarPicture();
  const move = useMoveCarPicture();
  // What this uploader last heard from the server, unless the details the page holds are newer.
  const [latest, setLatest] = useState<Known>({ version: givenVersion, pictures: given });
  const known: Known = isNewer(givenVersion, latest.version) ? { version: givenVersion, pictures: given } : latest;
  /** The order shown while a move is under way (the pictures' ids). */
  const [movingOrder, setMovingOrder] = useState<string[] | null>(null);
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);

  const busy = uploading !== null || remove.isPending || move.isPending;
  const byId = new Map(known.pictures.map((picture) => [picture.PictureId, picture]));
  const shown = movingOrder ? movingOrder.map((id) => byId.get(id)).filter((picture): picture is CarPicture => Boolean(picture)) : known.pictures;
  const full = known.pictures.length >= MAX_PICTURES;

  // An answer without a version (there should be none) still counts as the newest word.
  const heard = (reply: { data: CarPictures; version: string | undefined }) =>
    setLatest({ version: reply.version ?? known.version, pictures: reply.data.CarPictures });

  /** A refused delete or move: a conflict reloads the car's details (someone else changed its pictures). */
  const refused = async (error: unknown) => {
    if (error instanceof ApiError && error.status >= 500) return showServerError();
    notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof Error ? error.message : PictureMessages.serverError });
    if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: carPictureQueryKeys.details(carId) });
  };

  const addFiles = async (files: readonly FileWithPath[]) => {
    if (busy || files.length === 0) return;
    // Uploads carry the anti-forgery token; without it the server would refuse them anyway.
    if (!readXsrfToken()) {
      console.warn('The anti-forgery token is missing: pictures are not uploaded.');
      return;
    }
    const found: string[] = [];
    const ready = files.filter((file) => {
      const code = pictureFileProblem(file);
      if (code !== null) found.push(`${file.name}: ${pictureErrorText(code)}`);
      return code === null;
    });
    const room = MAX_PICTURES - known.pictures.length;
    for (const file of ready.slice(Math.max(room, 0))) found.push(`${file.name}: ${CarMessages.tooManyPictures}`);
    const chosen = ready.slice(0, Math.max(room, 0));
    setProblems(found);
    if (chosen.length === 0) return;
    setUploading({ done: 0, of: chosen.length });
    let stored = 0;
    for (const [index, file] of chosen.entries()) {
      try {
        const picture = await resizeForUpload(file, canvas);
        heard(await upload.mutateAsync({ carId, picture, fileName: jpegName(file.name) }));
        stored += 1;
      } catch (error) {
        const text = uploadErrorText(error);
        if (text === undefined) showServerError();
        else found.push(`${file.name}: ${text}`);
        setProblems([...found]);
      }
      setUploading({ done: index + 1, of: chosen.length });
    }
    setUploading(null);
    if (stored > 0) notifications.show({ color: 'green', message: PictureMessages.uploaded(stored) });
  };

  const deletePicture = async (picture: CarPicture) => {
    if (busy) return;
    try {
      heard(await remove.mutateAsync({ carId, number: picture.Number, ifMatch: known.version }));
      notifications.show({ color: 'green', message: PictureMessages.deleted });
    } catch (error) {
      await refused(error);
    }
  };

  /** Moves the picture at `from` (0-based) to `to`; shown at once, put back if the server refuses. */
  const movePicture = async (from: number, to: number) => {
    if (busy || from === to || to < 0 || to >= shown.length) return;
    const order = shown.map((picture) => picture.PictureId);
    const [id] = order.splice(from, 1);
    order.splice(to, 0, id!);
    setMovingOrder(order);
    try {
      heard(await move.mutateAsync({ carId, oldNumber: from + 1, newNumber: to + 1, ifMatch: known.version }));
    } catch (error) {
      await refused(error);
    } finally {
      setMovingOrder(null);
    }
  };

  const dropOn = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) void movePicture(dragged, to);
    setDragged(null);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>
          Billeder ({known.pictures.length}/{MAX_PICTURES})
        </Text>
        {busy ? (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {uploading ? `Gemmer billede ${Math.min(uploading.done + 1, uploading.of)} af ${uploading.of}` : PictureMessages.busy}
            </Text>
          </Group>
        ) : null}
      </Group>
      {shown.length > 0 ? (
        // As many columns as the uploader's own width holds (the narrow detail panel as the wide car page), so that each
        // picture keeps room for its badge and buttons.
        <SimpleGrid type="container" cols={{ base: 2, '480px': 3, '640px': 4 }} spacing="xs" role="list" aria-label="Bilens billeder">
          {shown.map((picture, index) => (
            <Card
              key={picture.PictureId}
              role="listitem"
              aria-label={`Billede ${index + 1}`}
              padding={4}
              withBorder
              draggable={!readOnly && !busy}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => dropOn(event, index)}
              style={{ cursor: readOnly ? undefined : 'grab', opacity: dragged === index ? 0.5 : 1 }}
            >
              <Box pos="relative">
                {onShow ? (
                  <UnstyledButton display="block" w="100%" aria-label={`Vis billede ${index + 1}`} onClick={() => onShow(index)}>
                    <Image src={picture.ThumbnailUrl} alt={`${title}, billede ${index + 1}`} h={90} fit="cover" radius="sm" draggable={false} />
                  </UnstyledButton>
                ) : (
                  <Image src={picture.ThumbnailUrl} alt={`${title}, billede ${index + 1}`} h={90} fit="cover" radius="sm" draggable={false} />
                )}
                {/* On the picture, where it has the picture's width whatever room the buttons below take. */}
                {index === 0 ? (
                  <Badge size="xs" variant="filled" pos="absolute" top={4} left={4} style={{ pointerEvents: 'none' }}>
                    Hovedbillede
                  </Badge>
                ) : null}
              </Box>
              <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {index + 1}
                </Text>
                {readOnly ? null : (
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label="Flyt til venstre" withinPortal>
                      <ActionIcon size="sm" variant="subtle" aria-label={`Flyt billede ${index + 1} til venstre`} disabled={busy || index === 0} onClick={() => void movePicture(index, index - 1)}>
                        <IconArrowLeft size={14} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Flyt til højre" withinPortal>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        aria-label={`Flyt billede ${index + 1} til højre`}
                        disabled={busy || index === shown.length - 1}
                        onClick={() => void movePicture(index, index + 1)}
                      >
                        <IconArrowRight size={14} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Slet billede" withinPortal>
                      <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Slet billede ${index + 1}`} disabled={busy} onClick={() => void deletePicture(picture)}>
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          Bilen har ingen billeder.
        </Text>
      )}
      {readOnly ? null : full ? (
        <Text size="sm" c="dimmed">
          {CarMessages.tooManyPictures}
        </Text>
      ) : (
        <Dropzone
          onDrop={(files) => void addFiles(files)}
          disabled={busy}
          loading={uploading !== null}
          multiple
          inputProps={{ accept: [...PICTURE_LIMITS.mimeTypes, ...PICTURE_LIMITS.extensions].join(','), 'aria-label': 'Vælg billeder' }}
        >
          <Group justify="center" gap="sm" mih={70} style={{ pointerEvents: 'none' }}>
            <IconPhotoPlus size={28} stroke={1.5} />
            <div>
              <Text size="sm">{PictureMessages.dropHere}</Text>
              <Text size="xs" c="dimmed">
                {PictureMessages.dropHint}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {problems.length > 0 ? (
        <Alert color="red" title="Nogle billeder blev ikke gemt" withCloseButton onClose={() => setProblems([])}>
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
