// suggestInternalLinks (issue 34; spec 000 §3, 001 §7, §8): the gateway reads the body and the
// candidates (internalLinkCandidates.ts) and picks which fit, with the words of the body each link
// goes on. Nothing the model says is trusted as is: a candidate it names must be one we sent, its
// anchor must occur in the body on unlinked text (located by text block and offset as the editor
// numbers them), must not be a label the body already links, and two suggestions never share words.
import { z } from 'zod';
import { internalLinkLabel } from '../../../common/domain/internalLinkLabels';
import { docToPlainText } from '../../../common/richtext/plainText';
import { MARK } from '../../../common/richtext/names';
import { locateAnchor } from '../../../common/richtext/suggestedLinks';
import type { RichTextDoc, RichTextNode } from '../../../common/richtext/types';
import type { AiCaller, AiGateway } from './AiGateway';
import type { LinkCandidate } from './internalLinkCandidates';

export interface SuggestedLink extends LinkCandidate {
  label: string;
  anchorText: string;
  block: number;
  start: number;
}

export interface LinkRequest {
  title: string;
  body: RichTextDoc;
  brandKey: string;
  existingLinksLabels: readonly string[];
}

/** What the model reads of the body (the rest is not needed to choose links). */
const BODY_CHARS_SENT = 24_000;

/** The editorial instructions when no prompt is stored (the prompts are data: ai_prompts). */
export const DEFAULT_INTERNAL_LINKS_PROMPT =
  'Tu aides un journaliste à placer des liens internes dans son article. Parmi les contenus ' +
  "proposés, choisis ceux qui intéressent vraiment un lecteur de l'article ; n'en choisis aucun " +
  "plutôt qu'un lien forcé.";

/** The answer's form, always said after the prompt (an edited prompt cannot break the format). */
const FORMAT_RULES =
  'Pour chaque contenu choisi, donne son id et les mots exacts du texte où poser le lien, ' +
  'recopiés tels quels (2 à 6 mots), un lien par contenu, jamais deux fois les mêmes mots. ' +
  'Réponds en JSON : {"links": [{"id": "…", "anchorText": "…"}]}.';

const LINKS_SCHEMA = {
  type: 'object',
  properties: {
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, anchorText: { type: 'string' } },
        required: ['id', 'anchorText'],
        additionalProperties: false,
      },
    },
  },
  required: ['links'],
  additionalProperties: false,
} as const;

const LINKS = z.object({
  links: z.array(z.object({ id: z.string(), anchorText: z.string() })),
});

/** Ids and URLs the body already links to (internal links by id, any link by URL). */
export function linkedTargets(body: RichTextNode): Set<string> {
  const out = new Set<string>();
  const walk = (node: RichTextNode) => {
    for (const mark of node.marks ?? []) {
      if (mark.type === MARK.internalLink && typeof mark.attrs?.id === 'string')
        out.add(mark.attrs.id);
      if (typeof mark.attrs?.href === 'string') out.add(mark.attrs.href);
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(body);
  return out;
}

/** The model's picks kept only where they hold (see the file's comment), in its order. */
export function placeLinks(
  request: LinkRequest,
  candidates: readonly LinkCandidate[],
  picks: readonly { id: string; anchorText: string }[],
): SuggestedLink[] {
  const byKey = new Map(candidates.map((c, index) => [String(index + 1), c]));
  const existing = new Set(request.existingLinksLabels.map((l) => l.trim().toLowerCase()));
  const linked = linkedTargets(request.body);
  const used = new Set<LinkCandidate>();
  const taken: { block: number; start: number; end: number }[] = [];
  const out: SuggestedLink[] = [];
  for (const pick of picks) {
    const candidate = byKey.get(pick.id);
    const anchorText = pick.anchorText.trim();
    if (!candidate || used.has(candidate) || existing.has(anchorText.toLowerCase())) continue;
    const at = locateAnchor(request.body, anchorText);
    if (!at) continue;
    const end = at.start + anchorText.length;
    if (taken.some((t) => t.block === at.block && t.start < end && at.start < t.end)) continue;
    used.add(candidate);
    taken.push({ block: at.block, start: at.start, end });
    const alreadyLinked = linked.has(candidate.id) || linked.has(candidate.url);
    const label = internalLinkLabel(request.brandKey, { ...candidate, alreadyLinked });
    out.push({ ...candidate, label, anchorText, block: at.block, start: at.start });
  }
  return out;
}

/** The gateway's picks among the candidates, placed in the body; [] when nothing fits. */
export async function suggestLinks(
  gateway: AiGateway,
  caller: AiCaller,
  prompt: string,
  request: LinkRequest,
  candidates: readonly LinkCandidate[],
): Promise<SuggestedLink[]> {
  if (candidates.length === 0) return [];
  const bodyText = docToPlainText(request.body).slice(0, BODY_CHARS_SENT);
  if (bodyText.trim() === '') return [];
  // Short keys rather than uuids: fewer tokens, and a key the model mangles matches nothing.
  const offered = candidates.map((c, index) => ({ id: String(index + 1), title: c.title }));
  const answer = await gateway.structured(caller, {
    messages: [
      { role: 'system', content: `${prompt}\n\n${FORMAT_RULES}` },
      {
        role: 'user',
        content: JSON.stringify({ title: request.title, body: bodyText, contents: offered }),
      },
    ],
    temperature: 0.2,
    // At most a link per candidate (200), a few words each.
    maxCompletionTokens: 4_096,
    schemaName: 'internal_links',
    jsonSchema: LINKS_SCHEMA,
    validate: LINKS,
  });
  return placeLinks(request, candidates, answer.links);
}
