import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiReply } from '@/lib/api.ts';
import { fetchCarDetails } from './get-car-details.ts';

/**
 * A stock car's pictures (spec document 2 §7 "Photos"): upload one JPG, delete one by its number, move one to another
 * number. Each answers with the car's pictures afterwards, as links that work for a while, and the car's version.
 */
export interface CarPicture {
  /** The picture's place, from 1; the first is the car's main picture. */
  Number: number;
  PictureId: string;
  Url: string;
  ThumbnailUrl: string;
  DownloadUrl: string;
}

export interface CarPictures {
  CarId: string;
  NumberOfPictures: number;
  CarPictureUrls: string[];
  CarPictureThumbnailUrls: string[];
  CarPictureThumbnailUrl: string | null;
  CarPictures: CarPicture[];
  /** The picture an upload added, and its number. */
  PictureId?: string;
  Number?: number;
}

/** The cars feature's queries a change of pictures makes stale: the car's details and the lists (their counts). */
export const carPictureQueryKeys = {
  details: (carId: string) => ['cars', 'details', carId] as const,
  lists: ['cars', 'list'] as const,
};

/** POST /api/CarPicture?carId= with the (resized) picture as multipart/form-data. */
export const uploadCarPicture = ({ carId, picture, fileName }: { carId: string; picture: Blob; fileName: string }): Promise<ApiReply<CarPictures>> => {
  const form = new FormData();
  form.append('file', picture, fileName);
  return api.upload<CarPictures>('/api/CarPicture', form, { query: { carId } });
};

/**
 * DELETE /api/CarPicture?carId=&number=. Numbers are places, so `ifMatch` (the car's version the pictures were shown
 * at) makes sure the picture deleted is the one the user saw there: a car changed since is refused with 409.
 */
export const deleteCarPicture = ({ carId, number, ifMatch }: { carId: string; number: number; ifMatch?: string }): Promise<ApiReply<CarPictures>> =>
  api.send<CarPictures>('DELETE', '/api/CarPicture', { query: { carId, number }, ifMatch });

/** POST /api/CarPicture/move?carId=&oldNumber=&newNumber=, with the version the order was shown at (see delete). */
export const moveCarPicture = ({
  carId,
  oldNumber,
  newNumber,
  ifMatch,
}: {
  carId: string;
  oldNumber: number;
  newNumber: number;
  ifMatch?: string;
}): Promise<ApiReply<CarPictures>> => api.send<CarPictures>('POST', '/api/CarPicture/move', { query: { carId, oldNumber, newNumber }, ifMatch });

/**
 * After a change: the lists are stale (their picture count and thumbnail; refetched when next shown), and the car's
 * details, when shown, are read again with fresh links once they have the change (`version`, the change's answer):
 * they are a read model a moment behind, and the gallery beside the uploader shows them.
 */
const pictureChanged = async (queryClient: QueryClient, carId: string, version: string | undefined): Promise<void> => {
  await queryClient.invalidateQueries({ queryKey: carPictureQueryKeys.lists, refetchType: 'none' });
  if (queryClient.getQueryData(carPictureQueryKeys.details(carId)) === undefined) return;
  queryClient.setQueryData(carPictureQueryKeys.details(carId), await fetchCarDetails(carId, { minVersion: version }));
};

export const useUploadCarPicture = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCarPicture, onSuccess: (reply, { carId }) => pictureChanged(queryClient, carId, reply.version) });
};

export const useDeleteCarPicture = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCarPicture, onSuccess: (reply, { carId }) => pictureChanged(queryClient, carId, reply.version) });
};

export const useMoveCarPicture = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveCarPicture, onSuccess: (reply, { carId }) => pictureChanged(queryClient, carId, reply.version) });
};
