// A version the user set aside (a conflict answered « Prendre l'autre version » or « Copier ma
// version dans un nouvel article »): kept as a local draft of a new content of the same brand, so
// it is listed in « Brouillons locaux » and opens as a new content with its text offered back.
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import { brandKeyOfDraft, draftKeyOf, parseDraftKey } from '../../../common/ipc/draftLimits';
import { backoffice } from '../bridge/backoffice';

/** Writes `value` as a new content's draft of the type and brand of `fromKey`; returns its uuid. */
export async function keepAsLocalCopy(
  fromKey: string,
  value: Record<string, unknown>,
  bridge: BackofficeBridge = backoffice(),
): Promise<string> {
  const uuid = crypto.randomUUID();
  await bridge.drafts.put({
    key: draftKeyOf(
      parseDraftKey(fromKey)?.type ?? 'article',
      brandKeyOfDraft(fromKey),
      null,
      uuid,
    ),
    value,
    baseVersion: null,
  });
  return uuid;
}

export const LOCAL_COPY_KEPT =
  'Votre version est gardée sur cet ordinateur, dans « Brouillons locaux ».';
export const KEPT_MINE_SAVED =
  'Votre version est enregistrée ; l’autre version reste consultable dans l’historique.';
