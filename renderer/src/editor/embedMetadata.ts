// Fills a media element from the embed-metadata service (spec 000 §3, 001 §5 "others resolved as
// embeds"): after a pasted URL became an embed, or its URL was entered in the element dialog. The
// look-up is asynchronous; meanwhile the element's position is mapped through every edit, so the
// answer lands on the same element in one transaction without touching what was typed since, and
// is dropped when the element was deleted or its URL changed. A failure is shown on the element
// (a node decoration read by ElementView), never in a dialog; the URL stays.

import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import type { EmbedMetadata, EmbedMetadataResult } from '../../../common/ipc/channels';
import {
  EMBED_METADATA_MESSAGES,
  NODE,
  readMediaAttrs,
  type EmbedMeta,
  type MediaAttrs,
} from '../../../common/richtext';

export type FetchEmbedMetadata = (uri: string) => Promise<EmbedMetadataResult>;

export const EMBED_LOADING_MESSAGE = 'Recherche des informations du média…';

/** What a media element's node view shows besides its attributes (a decoration's spec). */
export type EmbedStatus = { embedStatus: 'loading' } | { embedStatus: 'error'; message: string };

interface Lookup {
  id: number;
  pos: number;
  url: string;
  /** null while the service has not answered. */
  error: string | null;
}

type LookupMeta = { add: Lookup } | { remove: number } | { fail: { id: number; message: string } };

export const embedLookupsKey = new PluginKey<Lookup[]>('embedLookups');

let nextLookupId = 1;

function isMediaWithUrl(node: PMNode | null | undefined, url: string): boolean {
  return Boolean(node && node.type.name === NODE.media && node.attrs.url === url);
}

/**
 * The element's position after a transaction: shifted by edits before it; when the element itself
 * was rewritten (its dialog replaces the node), the same place. Null when no media with the same
 * URL is there any more.
 */
function mapLookup(lookup: Lookup, tr: Transaction): Lookup | null {
  const after = tr.mapping.mapResult(lookup.pos, 1);
  const pos = after.deleted ? tr.mapping.map(lookup.pos, -1) : after.pos;
  if (!isMediaWithUrl(tr.doc.nodeAt(pos), lookup.url)) return null;
  return pos === lookup.pos ? lookup : { ...lookup, pos };
}

/** The service's values fill what is empty; what the journalist typed stays. The URL is never changed. */
export function mergeEmbedMetadata(current: MediaAttrs, fetched: EmbedMetadata): MediaAttrs {
  const meta: EmbedMeta = {};
  for (const key of ['title', 'description', 'site', 'author', 'thumbnail'] as const) {
    const value = current.meta?.[key] || fetched.meta?.[key];
    if (value) meta[key] = value;
  }
  return {
    url: current.url,
    canonical: current.canonical || fetched.canonical,
    html: current.html || fetched.html,
    width: current.width ?? fetched.width,
    height: current.height ?? fetched.height,
    credit: current.credit || fetched.credit,
    meta: Object.keys(meta).length ? meta : null,
  };
}

/** True when a media element has nothing from the service yet (worth asking again from its dialog). */
export function lacksEmbedMetadata(attrs: Record<string, unknown>): boolean {
  const media = readMediaAttrs(attrs);
  return media.meta === null && media.html === '';
}

export function embedMetadataPlugin(): Plugin<Lookup[]> {
  // One decoration set per lookup list: rebuilt only when a lookup starts, moves, fails or ends.
  let cachedFor: Lookup[] | null = null;
  let cached: DecorationSet = DecorationSet.empty;
  return new Plugin<Lookup[]>({
    key: embedLookupsKey,
    state: {
      init: () => [],
      apply(tr, value) {
        const meta = tr.getMeta(embedLookupsKey) as LookupMeta | undefined;
        // Proportional to the pending look-ups (usually none), not to the document.
        let next = value;
        if (tr.docChanged && value.length) {
          const mapped = value.map((l) => mapLookup(l, tr)).filter((l): l is Lookup => l !== null);
          if (mapped.length !== value.length || mapped.some((l, i) => l !== value[i]))
            next = mapped;
        }
        if (meta && 'add' in meta) next = [...next.filter((l) => l.pos !== meta.add.pos), meta.add];
        if (meta && 'remove' in meta) next = next.filter((l) => l.id !== meta.remove);
        if (meta && 'fail' in meta)
          next = next.map((l) => (l.id === meta.fail.id ? { ...l, error: meta.fail.message } : l));
        return next;
      },
    },
    props: {
      decorations(state: EditorState) {
        const lookups = embedLookupsKey.getState(state) ?? [];
        if (lookups !== cachedFor) {
          cachedFor = lookups;
          cached = lookups.length
            ? DecorationSet.create(
                state.doc,
                lookups.map((l) => {
                  const status: EmbedStatus =
                    l.error === null
                      ? { embedStatus: 'loading' }
                      : { embedStatus: 'error', message: l.error };
                  return Decoration.node(
                    l.pos,
                    l.pos + (state.doc.nodeAt(l.pos)?.nodeSize ?? 1),
                    {},
                    status,
                  );
                }),
              )
            : DecorationSet.empty;
        }
        return cached;
      },
    },
  });
}

/** Where `node` (this very instance) sits in `doc` between `from` and `to`; -1 when it is not there. */
export function findNodePos(doc: PMNode, node: PMNode, from = 0, to = doc.content.size): number {
  let found = -1;
  doc.nodesBetween(Math.max(0, from), Math.min(doc.content.size, to), (child, pos) => {
    if (found >= 0) return false;
    if (child === node) found = pos;
    return found < 0 && !child.isTextblock;
  });
  return found;
}

/** The status a media node view should show, from the decorations ProseMirror hands it. */
export function embedStatusOf(decorations: readonly Decoration[]): EmbedStatus | null {
  for (const d of decorations) {
    const spec = d.spec as Partial<EmbedStatus>;
    if (spec.embedStatus === 'loading') return { embedStatus: 'loading' };
    if (spec.embedStatus === 'error')
      return { embedStatus: 'error', message: (spec as { message: string }).message };
  }
  return null;
}

/**
 * Asks the service about the media element at `pos` and fills it with the answer. Does nothing when
 * there is no media with a URL there, or when the editor has no look-up plugin.
 */
export function lookUpEmbedMetadata(
  view: EditorView,
  pos: number,
  fetchMetadata: FetchEmbedMetadata,
): void {
  const node = view.state.doc.nodeAt(pos);
  if (!node || node.type.name !== NODE.media || !embedLookupsKey.getState(view.state)) return;
  const url = readMediaAttrs(node.attrs).url;
  if (!url) return;
  const lookup: Lookup = { id: nextLookupId++, pos, url, error: null };
  view.dispatch(
    view.state.tr
      .setMeta(embedLookupsKey, { add: lookup } satisfies LookupMeta)
      .setMeta('addToHistory', false),
  );

  const settle = (result: EmbedMetadataResult): void => {
    if (view.isDestroyed) return;
    const current = embedLookupsKey.getState(view.state)?.find((l) => l.id === lookup.id);
    // Gone: the element was deleted, its URL changed, or a newer look-up replaced this one.
    if (!current) return;
    const tr = view.state.tr.setMeta('addToHistory', false);
    if (!result.ok) {
      view.dispatch(
        tr.setMeta(embedLookupsKey, {
          fail: { id: lookup.id, message: result.message },
        } satisfies LookupMeta),
      );
      return;
    }
    const target = view.state.doc.nodeAt(current.pos)!;
    const merged = mergeEmbedMetadata(
      readMediaAttrs(target.attrs),
      result.metadata,
    ) as unknown as Record<string, unknown>;
    // Attribute steps keep every position: the selection and concurrent typing are untouched.
    for (const [key, value] of Object.entries(merged)) {
      if (JSON.stringify(target.attrs[key]) !== JSON.stringify(value))
        tr.setNodeAttribute(current.pos, key, value);
    }
    view.dispatch(tr.setMeta(embedLookupsKey, { remove: lookup.id } satisfies LookupMeta));
  };
  fetchMetadata(url).then(settle, () =>
    settle({ ok: false, message: EMBED_METADATA_MESSAGES.unreachable }),
  );
}
