// Which entries the article editor's action menu shows (spec 000 §2 "Actions"), and which of them
// can be used today. Pure, so the visibility rules are tested per brand, status and type:
//   Visualiser: scheduled or published · Push: a published or scheduled article of a brand with
//   push platforms or editorial alerts · NL Flash: rich, published, brand enabled · Historique:
//   when history exists · Correction · Duplication web · Duplication print: rich and not draft ·
//   Live · Diagnostic: published only · Localisation: videos (once their file is hosted). Video articles get only
//   Localisation and Historique.
// An entry whose screen belongs to a later area is shown disabled with NOT_AVAILABLE_YET, never as
// a dead click; it opens its screen once that screen exists (`screenExists`).
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  isPublishedType,
  isScheduledType,
  type ArticleFormat,
  type ArticleStatus,
} from '../../../../common/domain/statuses';

export type ArticleActionKey =
  | 'preview'
  | 'push'
  | 'nlFlash'
  | 'history'
  | 'correction'
  | 'webDuplication'
  | 'printDuplication'
  | 'live'
  | 'diagnostic'
  | 'localisation';

export const NOT_AVAILABLE_YET = "Cette fonction n'est pas encore disponible dans l'application.";
export const NO_PUBLIC_URL = "Cet article n'a pas encore d'adresse publique.";
/** « Localisation » is the hosted video's: nothing to locate before a file is attached (issue 32). */
export const NO_VIDEO_YET = "Cette vidéo n'a pas encore de fichier : déposez-le d'abord.";

export interface ArticleActionEntry {
  key: ArticleActionKey;
  label: string;
  /** Why the entry cannot be used now (shown in its tooltip), or undefined when it can. */
  unavailable?: string;
}

export interface ArticleActionContext {
  format: ArticleFormat;
  status: ArticleStatus;
  profile: BrandProfile;
  /** The article is saved (a new article has no actions). */
  saved: boolean;
  hasHistory: boolean;
  publicUrl: string | null;
  /** A Video article whose file is on the host (« Localisation » needs one). */
  hasVideo?: boolean;
  /** Route paths with a screen today (app/screens.tsx). */
  screenExists: (routePath: string) => boolean;
}

const LABELS: Record<ArticleActionKey, string> = {
  preview: MESSAGES.actionPreview,
  push: MESSAGES.actionPush,
  nlFlash: MESSAGES.actionNlFlash,
  history: MESSAGES.actionHistory,
  correction: MESSAGES.actionCorrection,
  webDuplication: MESSAGES.actionWebDuplication,
  printDuplication: MESSAGES.actionPrintDuplication,
  live: MESSAGES.actionLive,
  diagnostic: MESSAGES.actionDiagnostic,
  localisation: MESSAGES.actionLocalisation,
};

/** The screen each entry opens (routeTable.ts), for those that open one. */
export const ACTION_ROUTES: Partial<Record<ArticleActionKey, string>> = {
  push: '/:brandKey/mobilepush/add',
  webDuplication: '/article/dup/:brandKey/:id',
  live: '/:brandKey/:articleType/live/:id?',
  diagnostic: '/:brandKey/article/diagnostic/:id',
};

export function articleActions(context: ArticleActionContext): ArticleActionEntry[] {
  if (!context.saved) return [];
  const { format, status, profile } = context;
  const published = status === 'Published';
  const publishedOrScheduled = isPublishedType(status) || isScheduledType(status);
  const isVideo = format === 'Video';
  const visible: ArticleActionKey[] = isVideo
    ? ['localisation', ...(context.hasHistory ? (['history'] as const) : [])]
    : [
        ...(publishedOrScheduled ? (['preview'] as const) : []),
        ...(publishedOrScheduled &&
        (profile.pushPlatforms.length > 0 || profile.editorialAlertAllowed)
          ? (['push'] as const)
          : []),
        ...(format === 'Rich' && published && profile.enableNLFlash ? (['nlFlash'] as const) : []),
        ...(context.hasHistory ? (['history'] as const) : []),
        'correction',
        'webDuplication',
        ...(format === 'Rich' && status !== 'Draft' ? (['printDuplication'] as const) : []),
        'live',
        ...(published ? (['diagnostic'] as const) : []),
      ];
  return visible.map((key) => ({
    key,
    label: LABELS[key],
    unavailable: unavailable(key, context),
  }));
}

function unavailable(key: ArticleActionKey, context: ArticleActionContext): string | undefined {
  switch (key) {
    case 'history':
      return undefined;
    case 'preview':
      return context.publicUrl ? undefined : NO_PUBLIC_URL;
    case 'diagnostic':
      // The diagnostic reads the public page: without an address there is nothing to read.
      if (!context.publicUrl) return NO_PUBLIC_URL;
      return context.screenExists(ACTION_ROUTES.diagnostic!) ? undefined : NOT_AVAILABLE_YET;
    case 'webDuplication':
      return undefined;
    case 'localisation':
      // A dialog of the editor (features/articles/video/LocalisationDialog).
      return context.hasVideo ? undefined : NO_VIDEO_YET;
    case 'nlFlash':
      // A dialog of the editor (features/articles/NlFlashDialog), no screen of its own.
      return undefined;
    case 'correction':
      // A dialog of the editor (articleKit/correction), no screen of its own (issue 33).
      return undefined;
    case 'printDuplication':
      // A dialog of the editor (features/printDuplication), no screen of its own (issue 36).
      return undefined;
    default: {
      const route = ACTION_ROUTES[key];
      return route && context.screenExists(route) ? undefined : NOT_AVAILABLE_YET;
    }
  }
}
