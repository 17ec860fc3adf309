// searchExternalImages (spec 001 §7): Unsplash and Pixabay through their own HTTP APIs, with keys
// that stay on the server. Getty is never offered (001 §9). A bank without a key is off and says
// so in French; one that fails does not take the others down.
import { MEDIA_MESSAGES } from './mediaMessages';

export const EXTERNAL_PROVIDERS = ['unsplash', 'pixabay'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];
export const PROVIDER_NAMES: Record<ExternalProvider, string> = {
  unsplash: 'Unsplash',
  pixabay: 'Pixabay',
};

export interface ExternalImage {
  id: string;
  small: string;
  medium: string;
  large: string;
  preview: { url: string; width: number; height: number };
  provider: string;
  credit: string | null;
}

export interface ExternalSearchResult {
  total: number;
  images: ExternalImage[];
  errors: string[];
}

export interface ProviderConfig {
  unsplash: { url: string; key: string } | null;
  pixabay: { url: string; key: string } | null;
}

export function providerConfigFromEnv(env: NodeJS.ProcessEnv): ProviderConfig {
  const unsplashKey = env.BACKOFFICE_UNSPLASH_ACCESS_KEY?.trim();
  const pixabayKey = env.BACKOFFICE_PIXABAY_KEY?.trim();
  return {
    unsplash: unsplashKey
      ? { url: env.BACKOFFICE_UNSPLASH_URL?.trim() || 'https://api.unsplash.com', key: unsplashKey }
      : null,
    pixabay: pixabayKey
      ? { url: env.BACKOFFICE_PIXABAY_URL?.trim() || 'https://pixabay.com', key: pixabayKey }
      : null,
  };
}

interface UnsplashPhoto {
  id: string;
  width: number;
  height: number;
  urls: { small: string; regular: string; full: string; thumb: string };
  user?: { name?: string };
}

interface PixabayHit {
  id: number;
  previewURL: string;
  previewWidth: number;
  previewHeight: number;
  webformatURL: string;
  largeImageURL: string;
  user?: string;
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

async function searchUnsplash(
  config: { url: string; key: string },
  query: string,
  perPage: number,
  page: number,
): Promise<{ total: number; images: ExternalImage[] }> {
  const params = new URLSearchParams({ query, page: String(page), per_page: String(perPage) });
  const body = (await getJson(`${config.url.replace(/\/+$/, '')}/search/photos?${params}`, {
    authorization: `Client-ID ${config.key}`,
    'accept-version': 'v1',
  })) as { total?: number; results?: UnsplashPhoto[] };
  return {
    total: body.total ?? 0,
    images: (body.results ?? []).map((p) => ({
      id: `unsplash:${p.id}`,
      small: p.urls.small,
      medium: p.urls.regular,
      large: p.urls.full,
      preview: {
        url: p.urls.thumb,
        width: 200,
        height: p.width ? Math.round((200 * p.height) / p.width) : 200,
      },
      provider: 'unsplash',
      credit: p.user?.name ? `${p.user.name} / Unsplash` : 'Unsplash',
    })),
  };
}

async function searchPixabay(
  config: { url: string; key: string },
  query: string,
  perPage: number,
  page: number,
): Promise<{ total: number; images: ExternalImage[] }> {
  const params = new URLSearchParams({
    key: config.key,
    q: query,
    page: String(page),
    per_page: String(Math.max(3, perPage)),
    image_type: 'photo',
    lang: 'fr',
  });
  const body = (await getJson(`${config.url.replace(/\/+$/, '')}/api/?${params}`, {})) as {
    totalHits?: number;
    hits?: PixabayHit[];
  };
  return {
    total: body.totalHits ?? 0,
    images: (body.hits ?? []).map((h) => ({
      id: `pixabay:${h.id}`,
      small: h.previewURL,
      medium: h.webformatURL,
      large: h.largeImageURL,
      preview: { url: h.previewURL, width: h.previewWidth, height: h.previewHeight },
      provider: 'pixabay',
      credit: h.user ? `${h.user} / Pixabay` : 'Pixabay',
    })),
  };
}

export async function searchExternalImages(
  config: ProviderConfig,
  query: string,
  perPage: number,
  currentPage: number,
  providers: readonly string[],
): Promise<ExternalSearchResult> {
  const result: ExternalSearchResult = { total: 0, images: [], errors: [] };
  const wanted = providers.length ? providers : [...EXTERNAL_PROVIDERS];
  await Promise.all(
    wanted.map(async (raw) => {
      const provider = raw.toLowerCase() as ExternalProvider;
      if (!EXTERNAL_PROVIDERS.includes(provider)) {
        result.errors.push(MEDIA_MESSAGES.providerUnknown(raw));
        return;
      }
      const name = PROVIDER_NAMES[provider];
      const settings = config[provider];
      if (!settings) {
        result.errors.push(MEDIA_MESSAGES.providerNotConfigured(name));
        return;
      }
      try {
        const found =
          provider === 'unsplash'
            ? await searchUnsplash(settings, query, perPage, currentPage)
            : await searchPixabay(settings, query, perPage, currentPage);
        result.total += found.total;
        result.images.push(...found.images);
      } catch {
        result.errors.push(MEDIA_MESSAGES.providerFailed(name));
      }
    }),
  );
  result.images.sort((a, b) => wanted.indexOf(a.provider) - wanted.indexOf(b.provider));
  return result;
}
