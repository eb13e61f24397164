import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api';

import { showingReportsKey } from './get-showing-reports';

/** A stored photo of a showing: `url` is the full-size JPEG, `thumbnailUrl` at most 400 px. */
export type Photo = components['schemas']['PhotoResponse'];
export type PhotoList = components['schemas']['PhotoListResponse'];
/** What to change of a photo; a field left out stays (null removes a caption or detaches). */
export type PhotoChange = components['schemas']['PhotoChangeRequest'];

export const photosPath = (showingId: number) => `/api/showings/${showingId}/photos`;
export const photoPath = (showingId: number, photoId: number) => `${photosPath(showingId)}/${photoId}`;

export const getPhotos = (showingId: number) => api.get<PhotoList>(photosPath(showingId)).then((list) => list.photos);

/** The showing's photos in the agent's order. */
export function usePhotos(showingId: number) {
  return useSWR(photosPath(showingId), () => getPhotos(showingId));
}

/** Shows a list of photos in place of the showing's, without reading it again. */
function useShowPhotos(showingId: number) {
  const { mutate } = useSWRConfig();
  return {
    /** Photos just uploaded go after the others, as the server stores them. */
    append: (added: Photo[]) =>
      mutate(photosPath(showingId), (current: Photo[] | undefined) => [...(current ?? []), ...added.filter((p) => !current?.some((c) => c.id === p.id))], {
        revalidate: false,
      }),
    /** A change can move other photos (a new order), so the list is read again. */
    refresh: () => mutate(photosPath(showingId)),
    /** The report's stored PDF shows the photos: the report list tells whether one is stored. */
    refreshReports: () => mutate(showingReportsKey(showingId)),
  };
}

export function useAppendPhotos(showingId: number) {
  return useShowPhotos(showingId).append;
}

export function useChangePhoto(showingId: number) {
  const show = useShowPhotos(showingId);
  return useSWRMutation(`PATCH ${photosPath(showingId)}`, async (_key: string, { arg }: { arg: { photoId: number; change: PhotoChange } }) => {
    const changed = await api.patch<Photo>(photoPath(showingId, arg.photoId), arg.change);
    await show.refresh();
    return changed;
  });
}

export function useDeletePhoto(showingId: number) {
  const show = useShowPhotos(showingId);
  return useSWRMutation(`DELETE ${photosPath(showingId)}`, async (_key: string, { arg: photoId }: { arg: number }) => {
    await api.delete<void>(photoPath(showingId, photoId));
    await show.refresh();
  });
}
