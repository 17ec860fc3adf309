// The article editor's « Actions » menu (000 §2 "Actions"): which actions, what each one does,
// and the public URL « Prévisualiser » opens. Split out of ArticleEditor (issue 31).
import {
  CopyRegular,
  PrintRegular,
  EyeRegular,
  HistoryRegular,
  TextProofingToolsRegular,
} from '@fluentui/react-icons';
import type { NavigateFunction } from 'react-router-dom';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { getBrand, selectableBrands } from '../../../../common/domain/brands';
import { articlePublicUrl } from '../../../../common/domain/diagnostic';
import type { SessionState } from '../../app/session/SessionContext';
import { SCREENS } from '../../app/screens';
import type { EditorAction } from '../../editorKit';
import type { SavedArticle } from '../../articleKit/articleForm';
import { openInNewWindow } from '../../bridge/openWindow';
import type { ListKind } from '../../articleKit/listParams';
import { articleActions, type ArticleActionKey } from './articleActionsModel';
import type {
  ArticleBase,
  ArticleContentEditor,
  ArticleDialogsState,
} from './useArticleEditorState';

const ICONS: Partial<Record<ArticleActionKey, EditorAction['icon']>> = {
  preview: <EyeRegular />,
  history: <HistoryRegular />,
  webDuplication: <CopyRegular />,
  printDuplication: <PrintRegular />,
  correction: <TextProofingToolsRegular />,
};

/** The article's first recorded URL, and the public URL « Prévisualiser » opens. */
function publicLinkOf(saved: SavedArticle | null) {
  const firstUrl = saved?.urls[0] ?? null;
  // The canonical URL, else the recorded address, else the brand's site and the slug (001 §9):
  // the same address the Diagnostic reads (common/domain/diagnostic.ts).
  const publicUrl = saved ? articlePublicUrl(saved) : null;
  return { firstUrl, publicUrl };
}

/** The brands an article can be duplicated to: the user's (or all), but its own. */
function duplicationBrandsOf(session: SessionState | null, brandKey: string) {
  return (
    session?.user && !session.user.allBrands
      ? session.user.brandKeys.map((key) => getBrand(key))
      : selectableBrands()
  ).filter((brand) => brand.key !== brandKey);
}

export interface ArticleEditorActionsInput {
  editor: ArticleContentEditor;
  base: ArticleBase;
  kind: ListKind;
  profile: BrandProfile;
  status: Parameters<typeof articleActions>[0]['status'];
  hasHistory: boolean;
  /** A Video article whose file is on its host (« Localisation »). */
  hasVideo: boolean;
  session: SessionState | null;
  navigate: NavigateFunction;
  dialogs: ArticleDialogsState;
  /** Opens a URL in the browser (a refusal is told). */
  openUrl: (url: string) => void;
}

/** The menu's entries, each with its handler (« Duplication web » lists the brands). */
export function articleEditorActions(input: ArticleEditorActionsInput): EditorAction[] {
  const { editor, base, kind, navigate, dialogs } = input;
  const { saved } = editor;
  const { firstUrl, publicUrl } = publicLinkOf(saved);
  const openPublicUrl = () => {
    if (!publicUrl) return;
    if (firstUrl && !firstUrl.statusOk) dialogs.setUnreachableUrl(publicUrl);
    else input.openUrl(publicUrl);
  };
  const runAction: Record<ArticleActionKey, () => void> = {
    preview: openPublicUrl,
    history: () => dialogs.setHistoryOpen(true),
    push: () =>
      navigate(`/${encodeURIComponent(base.brandKey)}/mobilepush/add?article=${saved?.id ?? ''}`),
    live: () => navigate(`/${encodeURIComponent(base.brandKey)}/${kind}/live/${saved?.id ?? ''}`),
    nlFlash: () => dialogs.setNlFlashOpen(true),
    correction: () => dialogs.setCorrectionOpen(true),
    webDuplication: () => {},
    printDuplication: () => dialogs.setPrintDuplicationOpen(true),
    diagnostic: () =>
      void (
        saved &&
        openInNewWindow(
          `/${encodeURIComponent(base.brandKey)}/article/diagnostic/${encodeURIComponent(saved.id)}`,
        ).catch(() => {})
      ),
    localisation: () => dialogs.setLocalisationOpen(true),
  };
  const duplicationBrands = duplicationBrandsOf(input.session, base.brandKey);
  return articleActions({
    format: base.format,
    status: input.status,
    profile: input.profile,
    saved: saved !== null,
    hasHistory: input.hasHistory,
    hasVideo: input.hasVideo,
    publicUrl,
    screenExists: (path) => path in SCREENS,
  }).map((entry) => ({
    key: entry.key,
    label:
      entry.key === 'live' && saved?.live
        ? `${entry.label} (${saved.live.postCount})`
        : entry.label,
    icon: ICONS[entry.key],
    unavailable: entry.unavailable,
    onSelect: runAction[entry.key],
    ...(entry.key === 'webDuplication'
      ? {
          children: duplicationBrands.map((brand) => ({
            key: brand.key,
            label: brand.name === brand.key ? brand.key : `${brand.name} (${brand.key})`,
            onSelect: () =>
              void editor
                .confirmLeave()
                .then(
                  (leave) =>
                    leave &&
                    saved &&
                    navigate(`/article/dup/${encodeURIComponent(brand.key)}/${saved.id}`),
                ),
          })),
        }
      : {}),
  }));
}
