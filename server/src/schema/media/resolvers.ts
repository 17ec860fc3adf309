// The image service's GraphQL operations (spec 001 §7). Every one needs a signed-in user; photo
// search and uploads are scoped to the user's brands. The work is in media/MediaService.ts.
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { badUserInput } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { MediaRefusal } from '../../media/mediaMessages';
import type { MediaService, PhotoRecord } from '../../media/MediaService';
import { queryRows } from '../../services/content/sqlRows';

function mediaOf(ctx: GraphQLContext): MediaService {
  if (!ctx.media)
    throw new GraphQLError("Le service d'images n'est pas disponible sur ce serveur.", {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  return ctx.media;
}

const CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
};

/** A refusal becomes the API's error vocabulary (errors.ts); anything else stays unexpected. */
async function refusalsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MediaRefusal)
      throw new GraphQLError(error.message, {
        extensions: { code: CODES[error.status] ?? 'BAD_USER_INPUT' },
      });
    throw error;
  }
}

function photoOut(media: MediaService, photo: PhotoRecord) {
  const resolved = media.toResolved(photo);
  return {
    id: photo.id,
    key: photo.key,
    brandKey: photo.brandKey,
    archive: photo.archive,
    originalName: photo.originalName,
    publicUrl: resolved.url,
    createdAt: photo.createdAt,
    isUploaded: true,
    isLegacy: photo.isLegacy,
    width: photo.width,
    height: photo.height,
    credit: photo.credit,
    source: photo.source,
    previews: photo.previews.map((p) => ({
      size: p.size,
      href: media.fileUrl(`${photo.key}.${p.suffix}`),
      width: p.width,
      height: p.height,
    })),
    photoMetadatas: Object.entries(photo.metadata).map(([name, value]) => ({ name, value })),
  };
}

interface SourceRow {
  id: string;
  title: string;
  category_id: string;
  category_title: string;
}

async function imageSourceRows(ctx: GraphQLContext): Promise<SourceRow[]> {
  return queryRows<SourceRow>(
    ctx.db,
    sql`select s.id, s.title, s.category_id, c.title as category_title
        from image_sources s join image_source_categories c on c.id = s.category_id
        order by c.title, s.title`,
  );
}

export const mediaResolvers: Resolvers = {
  Query: {
    getUploadUrl: (_p, { namespace, originalName, resumeId }, ctx) => {
      const user = requireUser(ctx);
      const media = mediaOf(ctx);
      if (!originalName.trim())
        throw badUserInput({ originalName: 'Le champ "originalName" est requis' });
      return refusalsAsErrors(() =>
        resumeId
          ? media.resignUpload(user, resumeId)
          : media.createUploadUrl(user, namespace, originalName),
      );
    },
    getFocusPoint: (_p, { imageUrl, imageWidth, imageHeight }, ctx) => {
      const user = requireUser(ctx);
      if (imageWidth <= 0 || imageHeight <= 0)
        throw badUserInput({ imageWidth: "Les dimensions de l'image doivent être positives." });
      return refusalsAsErrors(() =>
        mediaOf(ctx).focusPoint(user, imageUrl, imageWidth, imageHeight),
      );
    },
    getResolvedImage: (_p, { key }, ctx) => {
      return mediaOf(ctx).resolveImage(requireUser(ctx), key);
    },
    searchPhotos: async (_p, { query, where, first, skip }, ctx) => {
      const user = requireUser(ctx);
      const media = mediaOf(ctx);
      const photos = await refusalsAsErrors(() =>
        media.searchPhotos(user, query ?? null, where ?? {}, first ?? null, skip ?? null),
      );
      return photos.map((p) => photoOut(media, p));
    },
    searchPhotoCount: (_p, { query, where }, ctx) => {
      const user = requireUser(ctx);
      return refusalsAsErrors(() => mediaOf(ctx).countPhotos(user, query ?? null, where ?? {}));
    },
    searchExternalImages: (_p, { query, perPage, currentPage, providers }, ctx) => {
      requireUser(ctx);
      return mediaOf(ctx).searchExternal(query, perPage ?? 50, currentPage ?? 1, providers ?? []);
    },
    imageSources: async (_p, _a, ctx) => {
      requireUser(ctx);
      return (await imageSourceRows(ctx)).map((r) => ({
        id: r.id,
        title: r.title,
        category: { id: r.category_id, title: r.category_title, sources: [] },
      }));
    },
    imageSourceCategories: async (_p, _a, ctx) => {
      requireUser(ctx);
      const byCategory = new Map<
        string,
        {
          id: string;
          title: string;
          sources: {
            id: string;
            title: string;
            category: { id: string; title: string; sources: [] };
          }[];
        }
      >();
      for (const r of await imageSourceRows(ctx)) {
        const category = byCategory.get(r.category_id) ?? {
          id: r.category_id,
          title: r.category_title,
          sources: [],
        };
        category.sources.push({
          id: r.id,
          title: r.title,
          category: { id: r.category_id, title: r.category_title, sources: [] },
        });
        byCategory.set(r.category_id, category);
      }
      return [...byCategory.values()];
    },
  },
};
