// Paste rules (spec 000 §2, 001 §5 "Pasted body links"). Pasted HTML is sanitised first
// (pasteSanitizer); then in the parsed slice, URLs in the text become links, embeds or pending
// internal links, forbidden hosts are removed with an error. A back-office `/edit` URL is resolved
// asynchronously: its range is tracked through later edits and becomes an internal link only when
// the article has a canonical URL, else the text is removed with an error. A URL pasted alone that
// becomes an embed is then filled from the embed-metadata service (embedMetadata.ts).

import { Fragment, Slice, type Mark, type Node as PMNode, type Schema } from 'prosemirror-model';
import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import {
  FORBIDDEN_HOST_MESSAGE,
  INTERNAL_LINK_NOT_FOUND_MESSAGE,
  MARK,
  NODE,
  classifyPastedUrl,
  findWebUrls,
  forbiddenHtmlMessage,
  isInternalLinkType,
  safeHref,
} from '../../../common/richtext';
import { findNodePos, lookUpEmbedMetadata, type FetchEmbedMetadata } from './embedMetadata';
import { sanitizePastedHtml } from './pasteSanitizer';
import { isNodeAllowed, type EnabledTools } from './editorPlugins';

export interface ResolvedInternalArticle {
  id: string;
  title: string;
  /** Public canonical URL; null when the article has none (e.g. never published). */
  canonicalUrl: string | null;
  /** One of INTERNAL_LINK_TYPES; ARTICLE when omitted. */
  type?: string;
}

export interface PasteOptions {
  tools: EnabledTools;
  forbiddenHosts: readonly string[];
  resolveInternalArticle?: (url: string) => Promise<ResolvedInternalArticle | null>;
  /** Metadata of a URL pasted as an embed (main's embeds.metadata); the embed keeps its URL alone without it. */
  fetchEmbedMetadata?: FetchEmbedMetadata;
  onError: (message: string) => void;
}

interface PendingLink {
  id: number;
  from: number;
  to: number;
  url: string;
}

type PendingMeta = { add: PendingLink[] } | { remove: number };

export const pendingLinksKey = new PluginKey<PendingLink[]>('pendingInternalLinks');

let nextPendingId = 1;

/** Rewrites the text nodes of a fragment: links for URLs, forbidden hosts dropped. */
function linkifyFragment(
  fragment: Fragment,
  schema: Schema,
  options: PasteOptions,
  errors: Set<string>,
  external: boolean,
): Fragment {
  const out: PMNode[] = [];
  const linkType = schema.marks[MARK.link];
  fragment.forEach((node) => {
    if (!isNodeAllowed(node.type.name, options.tools)) {
      // A brand without the element's plugin cannot receive it by paste either.
      if (node.type.name === NODE.frame)
        out.push(...childrenOf(linkifyFragment(node.content, schema, options, errors, external)));
      return;
    }
    if (external && node.type.name === NODE.image) return;
    if (!node.isText) {
      out.push(node.copy(linkifyFragment(node.content, schema, options, errors, external)));
      return;
    }
    const text = node.text ?? '';
    const marks: readonly Mark[] = external
      ? node.marks.filter((m) => !m.type.spec.group?.includes('anyLink'))
      : node.marks;
    if (!external && marks.some((m) => m.type.spec.group?.includes('anyLink'))) {
      out.push(node);
      return;
    }
    let cursor = 0;
    const pieces: PMNode[] = [];
    const push = (t: string, m: readonly Mark[]): void => {
      if (t) pieces.push(schema.text(t, m));
    };
    for (const match of findWebUrls(text)) {
      push(text.slice(cursor, match.start), marks);
      const kind = classifyPastedUrl(match.url, {
        forbiddenHosts: options.forbiddenHosts,
        alone: false,
      });
      if (kind === 'forbidden') {
        errors.add(FORBIDDEN_HOST_MESSAGE);
      } else if (kind === 'internal') {
        push(match.url, marks); // resolved after insertion
      } else {
        const href = safeHref(match.url);
        push(match.url, href && linkType ? linkType.create({ href }).addToSet(marks) : marks);
      }
      cursor = match.end;
    }
    push(text.slice(cursor), marks);
    out.push(...pieces);
  });
  return Fragment.from(out);
}

function childrenOf(fragment: Fragment): PMNode[] {
  const out: PMNode[] = [];
  fragment.forEach((n) => out.push(n));
  return out;
}

function internalUrlRanges(
  doc: PMNode,
  from: number,
  to: number,
  options: PasteOptions,
): PendingLink[] {
  const out: PendingLink[] = [];
  doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isText || node.marks.some((m) => m.type.spec.group?.includes('anyLink'))) return;
    for (const match of findWebUrls(node.text ?? '')) {
      if (
        classifyPastedUrl(match.url, { forbiddenHosts: options.forbiddenHosts, alone: false }) ===
        'internal'
      ) {
        out.push({
          id: nextPendingId++,
          from: pos + match.start,
          to: pos + match.end,
          url: match.url,
        });
      }
    }
  });
  return out;
}

function resolvePending(view: EditorView, link: PendingLink, options: PasteOptions): void {
  const settle = (result: ResolvedInternalArticle | null): void => {
    if (view.isDestroyed) return;
    const current = pendingLinksKey.getState(view.state)?.find((p) => p.id === link.id);
    if (!current) return;
    const tr = view.state.tr.setMeta(pendingLinksKey, { remove: link.id } satisfies PendingMeta);
    // Only act on the text if it is still the pasted URL: the journalist may have edited it since.
    const intact = view.state.doc.textBetween(current.from, current.to) === link.url;
    const href = result?.canonicalUrl ? safeHref(result.canonicalUrl) : '';
    const type = view.state.schema.marks[MARK.internalLink];
    if (intact && href && type) {
      const linkType = result?.type && isInternalLinkType(result.type) ? result.type : 'ARTICLE';
      tr.addMark(
        current.from,
        current.to,
        type.create({ href, id: result?.id ?? '', linkType, title: result?.title ?? '' }),
      );
    } else if (intact) {
      tr.delete(current.from, current.to);
      options.onError(INTERNAL_LINK_NOT_FOUND_MESSAGE);
    }
    view.dispatch(tr);
  };
  if (!options.resolveInternalArticle) {
    settle(null);
    return;
  }
  options.resolveInternalArticle(link.url).then(settle, () => settle(null));
}

/** The pending pastes, mapped through the change (a handful of ranges, not the document). */
function applyPending(tr: Transaction, value: PendingLink[]): PendingLink[] {
  const meta = tr.getMeta(pendingLinksKey) as PendingMeta | undefined;
  let next =
    tr.docChanged && value.length
      ? value
          .map((p) => ({ ...p, from: tr.mapping.map(p.from, 1), to: tr.mapping.map(p.to, -1) }))
          .filter((p) => p.to > p.from)
      : value;
  if (meta && 'add' in meta) next = [...next, ...meta.add];
  if (meta && 'remove' in meta) next = next.filter((p) => p.id !== meta.remove);
  return next;
}

const pastedText = (slice: Slice): string =>
  slice.content.textBetween(0, slice.content.size, '\n', '\n').trim();

/** A lone embeddable address becomes a media element, its metadata looked up after. */
function pasteLoneEmbed(view: EditorView, slice: Slice, options: PasteOptions): boolean {
  const state: EditorState = view.state;
  const text = pastedText(slice);
  const lone = findWebUrls(text);
  const mediaType = state.schema.nodes[NODE.media];
  if (
    lone.length !== 1 ||
    lone[0]!.url !== text ||
    !mediaType ||
    !options.tools.media ||
    classifyPastedUrl(text, { forbiddenHosts: options.forbiddenHosts, alone: true }) !== 'embed'
  )
    return false;
  const media = mediaType.create({ url: text });
  const tr = state.tr.replaceSelectionWith(media).scrollIntoView();
  const pos = findNodePos(
    tr.doc,
    media,
    tr.mapping.map(state.selection.from, -1) - 2,
    tr.mapping.map(state.selection.to, 1) + 2,
  );
  view.dispatch(tr);
  const fetchMetadata = options.fetchEmbedMetadata;
  if (fetchMetadata && pos >= 0) lookUpEmbedMetadata(view, pos, fetchMetadata);
  return true;
}

/** Pasted text naming our own sites' articles: pasted, then its addresses resolved to internal links. */
function pasteInternalLinks(view: EditorView, slice: Slice, options: PasteOptions): boolean {
  const state: EditorState = view.state;
  const internal = findWebUrls(pastedText(slice)).some(
    (m) =>
      classifyPastedUrl(m.url, { forbiddenHosts: options.forbiddenHosts, alone: false }) ===
      'internal',
  );
  if (!internal) return false;
  const from = state.selection.from;
  const tr = state.tr.replaceSelection(slice);
  const start = tr.mapping.map(from, -1);
  const end = tr.mapping.map(state.selection.to, 1);
  const pending = internalUrlRanges(tr.doc, start, end, options);
  tr.setMeta(pendingLinksKey, { add: pending } satisfies PendingMeta)
    .setMeta('uiEvent', 'paste')
    .scrollIntoView();
  view.dispatch(tr);
  for (const p of pending) resolvePending(view, p, options);
  return true;
}

export function pastePlugin(options: PasteOptions): Plugin<PendingLink[]> {
  // Whether the clipboard being parsed came from a ProseMirror editor (set just before transformPasted).
  let internalPaste = false;
  return new Plugin<PendingLink[]>({
    key: pendingLinksKey,
    state: {
      init: () => [],
      apply: applyPending,
    },
    props: {
      transformPastedHTML(html: string): string {
        const result = sanitizePastedHtml(html);
        internalPaste = /data-pm-slice/.test(html) && result.forbiddenTags.length === 0;
        for (const tag of result.forbiddenTags) options.onError(forbiddenHtmlMessage(tag));
        return result.html;
      },
      transformPastedText(text: string): string {
        internalPaste = false;
        return text;
      },
      transformPasted(slice: Slice, view: EditorView): Slice {
        const errors = new Set<string>();
        const content = linkifyFragment(
          slice.content,
          view.state.schema,
          options,
          errors,
          !internalPaste,
        );
        for (const e of errors) options.onError(e);
        internalPaste = false;
        return new Slice(content, slice.openStart, slice.openEnd);
      },
      handlePaste: (view: EditorView, _event: ClipboardEvent, slice: Slice): boolean =>
        pasteLoneEmbed(view, slice, options) || pasteInternalLinks(view, slice, options),
    },
  });
}
