// The image service's GraphQL operations as the media components call them, through main
// (window.backoffice.graphql): the token stays in main, the renderer never talks to the network.
import type { MediaObject } from '../../../common/domain/article';
import type { UploadedImage } from '../../../common/ipc/channels';
import { backoffice } from '../bridge/backoffice';

async function request<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const result = await backoffice().graphql.request({ operationName, query, variables });
  if (result.errors?.length)
    throw new Error(result.errors[0]?.message ?? 'Une erreur est survenue');
  return result.data as T;
}

export interface FocusPointValue {
  x: number;
  y: number;
  relativeX: number;
  relativeY: number;
}

export function suggestFocusPoint(
  imageUrl: string,
  imageWidth: number,
  imageHeight: number,
): Promise<FocusPointValue> {
  return request<{ getFocusPoint: FocusPointValue }>(
    'getFocusPoint',
    `query getFocusPoint($imageUrl: String!, $imageWidth: Int!, $imageHeight: Int!) {
      getFocusPoint(imageUrl: $imageUrl, imageWidth: $imageWidth, imageHeight: $imageHeight) { x y relativeX relativeY }
    }`,
    { imageUrl, imageWidth, imageHeight },
  ).then((data) => data.getFocusPoint);
}

export interface PhotoResult {
  id: string;
  key: string;
  originalName: string;
  publicUrl: string;
  createdAt: string;
  width: number;
  height: number;
  credit: string | null;
  source: string | null;
  previews: { size: string; href: string }[];
}

export function searchPhotos(
  brandKey: string,
  query: string,
  skip = 0,
): Promise<{ photos: PhotoResult[]; count: number }> {
  return request<{ searchPhotos: PhotoResult[]; searchPhotoCount: number }>(
    'searchPhotos',
    `query searchPhotos($query: String, $where: PhotoWhere, $skip: Int) {
      searchPhotos(query: $query, where: $where, first: 50, skip: $skip) {
        id key originalName publicUrl createdAt width height credit source previews { size href }
      }
      searchPhotoCount(query: $query, where: $where)
    }`,
    { query: query || null, where: { brandKey }, skip },
  ).then((data) => ({ photos: data.searchPhotos, count: data.searchPhotoCount }));
}

export interface ExternalImageResult {
  id: string;
  small: string;
  medium: string;
  large: string;
  provider: string;
  credit: string | null;
  preview: { url: string; width: number; height: number };
}

export function searchExternalImages(
  query: string,
  providers: readonly string[],
  currentPage = 1,
): Promise<{ total: number; images: ExternalImageResult[]; errors: string[] }> {
  return request<{
    searchExternalImages: { total: number; images: ExternalImageResult[]; errors: string[] };
  }>(
    'searchExternalImages',
    `query searchExternalImages($query: String!, $providers: [String!], $currentPage: Int) {
      searchExternalImages(query: $query, perPage: 50, currentPage: $currentPage, providers: $providers) {
        total errors images { id small medium large provider credit preview { url width height } }
      }
    }`,
    { query, providers: [...providers], currentPage },
  ).then((data) => data.searchExternalImages);
}

/** The media object an uploaded image becomes (spec 000 §3 "Media object"). */
export function mediaOfImage(image: UploadedImage): MediaObject {
  return {
    key: image.key,
    href: image.url,
    caption: image.caption,
    credit: image.credit,
    source: image.source,
    format: 'image',
  };
}

export function mediaOfPhoto(photo: PhotoResult): MediaObject {
  return {
    key: photo.key,
    href: photo.publicUrl,
    credit: photo.credit,
    source: photo.source,
    caption: null,
    format: 'image',
  };
}
