// Page sections (000 §3 "Section"): stored with the page as one ordered JSON list. Each keeps its
// id across saves (the editor's location hash names it) and its creation date; the order is the
// list order. Content by type: Board { items }, Url { url, image }, People { tags }, Text { body }.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  BoardItem as RuleBoardItem,
  SectionForRules,
} from '../../../../common/domain/validation/page';
import type { Database } from '../../db/database';
import type { FieldErrors } from '../../errors';
import type { SectionInput } from '../../generated/resolvers';
import { checkMedias, checkText, FIELD_MESSAGES, TEXT_LIMITS } from '../content/fieldChecks';
import { checkRichText } from '../content/richTextCheck';
import { isUuid, queryRows, uuidArray } from '../content/sqlRows';
import { linkedRecipes } from '../recipes/recipes';

export type SectionType = 'Board' | 'Url' | 'People' | 'Text';
export type BoardItemType = RuleBoardItem['type'];

export interface StoredBoardItem {
  id: string;
  type: BoardItemType;
  order: number;
  pinnedAt: string | null;
}
export interface StoredPerson {
  id: string;
  order: number;
}

export type SectionContent =
  | { items: StoredBoardItem[] }
  | { url: string | null; image: Record<string, unknown> | null }
  | { tags: StoredPerson[] }
  | { body: unknown };

export interface StoredSection {
  id: string;
  order: number;
  type: SectionType;
  title: string;
  description: string;
  metas: string;
  isActive: boolean;
  slug: string;
  createdAt: string;
  content: SectionContent;
}

export const SECTION_MESSAGES = {
  itemUnknown: 'Un élément de la section est introuvable.',
  recipeUnknown: 'Une recette de la section est introuvable pour cette marque.',
  recipeNotPublished: "Une recette de la section n'est pas publiée.",
  personUnknown: 'Une personnalité de la section est introuvable.',
} as const;

export function storedSections(value: unknown): StoredSection[] {
  return Array.isArray(value) ? (value as StoredSection[]) : [];
}

/** The rules' view of a section (common/domain/validation/page.ts). */
export function sectionForRules(section: StoredSection): SectionForRules {
  const c = section.content as Record<string, unknown>;
  switch (section.type) {
    case 'Board':
      return {
        type: 'Board',
        title: section.title,
        items: ((c.items as StoredBoardItem[] | undefined) ?? []).map((i) => ({
          id: i.id,
          type: i.type,
        })),
      };
    case 'Url':
      return {
        type: 'Url',
        title: section.title,
        url: (c.url as string | null | undefined) ?? null,
      };
    case 'People':
      return {
        type: 'People',
        title: section.title,
        tagIds: ((c.tags as StoredPerson[] | undefined) ?? []).map((t) => t.id),
      };
    case 'Text':
      return { type: 'Text', title: section.title };
  }
}

/**
 * Builds the stored list from the editor's input: ids kept for known sections, new ones minted;
 * input-shape errors recorded under `sections.N`. Rules (title, limits, duplicates) are checked
 * afterwards by validatePage on the result.
 */
export function buildSections(
  input: readonly SectionInput[],
  previous: readonly StoredSection[],
  now: Date,
  errors: FieldErrors,
): StoredSection[] {
  const known = new Map(previous.map((s) => [s.id, s]));
  const seen = new Set<string>();
  return input.map((s, index) => {
    const field = `sections.${index}`;
    const before = s.id && known.has(s.id) && !seen.has(s.id) ? known.get(s.id) : undefined;
    const id = before ? before.id : randomUUID();
    seen.add(id);
    checkText(errors, `${field}.title`, s.title, TEXT_LIMITS.title);
    checkText(errors, `${field}.description`, s.description, TEXT_LIMITS.description);
    checkText(errors, `${field}.metas`, s.metas, TEXT_LIMITS.description);
    checkText(errors, `${field}.slug`, s.slug, TEXT_LIMITS.slug);
    let content: SectionContent;
    switch (s.type) {
      case 'Board': {
        const items = (s.items ?? []).map((item, order) => {
          let pinnedAt: string | null = null;
          if (item.pinnedAt) {
            const t = Date.parse(item.pinnedAt);
            if (Number.isNaN(t)) errors[field] = FIELD_MESSAGES.dateInvalid;
            else pinnedAt = new Date(t).toISOString();
          }
          return { id: item.id, type: item.type, order, pinnedAt };
        });
        content = { items };
        break;
      }
      case 'Url': {
        checkText(errors, field, s.url, TEXT_LIMITS.url);
        let image: Record<string, unknown> | null = null;
        if (s.image !== null && s.image !== undefined) {
          const before = Object.keys(errors).length;
          checkMedias(errors, field, [s.image]);
          if (Object.keys(errors).length === before) image = s.image as Record<string, unknown>;
        }
        const url = s.url && s.url.trim() !== '' ? s.url.trim() : null;
        content = { url, image };
        break;
      }
      case 'People':
        content = { tags: (s.tagIds ?? []).map((tagId, order) => ({ id: tagId, order })) };
        break;
      case 'Text': {
        const r = checkRichText(s.body ?? null, 'body');
        if (!r.ok) errors[field] = r.message;
        content = { body: r.ok ? r.doc : null };
        break;
      }
    }
    return {
      id,
      order: index,
      type: s.type,
      title: s.title ?? '',
      description: s.description ?? '',
      metas: s.metas ?? '',
      isActive: s.isActive ?? false,
      slug: s.slug ?? '',
      createdAt: before?.createdAt ?? now.toISOString(),
      content,
    };
  });
}

/**
 * Checks what the sections link: Board articles and slideshows exist in the page's brand with the
 * right format; People ids are person tags. One query per kind for the whole page.
 */
export async function checkSectionTargets(
  db: Database,
  sections: readonly StoredSection[],
  brandKey: string,
  errors: FieldErrors,
): Promise<void> {
  const articleIds = new Set<string>();
  const recipeIds = new Set<string>();
  const tagIds = new Set<string>();
  for (const s of sections) {
    const c = s.content as Record<string, unknown>;
    if (s.type === 'Board')
      for (const i of c.items as StoredBoardItem[])
        if (isUuid(i.id)) (i.type === 'recipe' ? recipeIds : articleIds).add(i.id);
    if (s.type === 'People')
      for (const t of c.tags as StoredPerson[]) if (isUuid(t.id)) tagIds.add(t.id);
  }
  const articles = articleIds.size
    ? await queryRows<{ id: string; format: string }>(
        db,
        sql`select id, format from articles where id = any(${uuidArray([...articleIds])})
              and brand_key = ${brandKey} and status <> 'Deleted'`,
      )
    : [];
  const formatOf = new Map(articles.map((a) => [a.id, a.format]));
  // A linked recipe must exist in the page's brand and be published (readers follow it).
  const recipes = await linkedRecipes(db, [...recipeIds]);
  const persons = tagIds.size
    ? await queryRows<{ id: string }>(
        db,
        sql`select id from tags where id = any(${uuidArray([...tagIds])}) and type = 'Person'`,
      )
    : [];
  const personIds = new Set(persons.map((p) => p.id));
  sections.forEach((s, index) => {
    const field = `sections.${index}`;
    const c = s.content as Record<string, unknown>;
    if (s.type === 'Board') {
      for (const item of c.items as StoredBoardItem[]) {
        if (item.type === 'recipe') {
          const recipe = recipes.get(item.id);
          if (!recipe || recipe.brandKey !== brandKey)
            errors[field] ??= SECTION_MESSAGES.recipeUnknown;
          else if (recipe.status !== 'Published')
            errors[field] ??= SECTION_MESSAGES.recipeNotPublished;
          continue;
        }
        const format = formatOf.get(item.id);
        const ok =
          item.type === 'slideshow'
            ? format === 'Slideshow'
            : format === 'Rich' || format === 'Video';
        if (!ok) errors[field] ??= SECTION_MESSAGES.itemUnknown;
      }
    }
    if (s.type === 'People') {
      for (const t of c.tags as StoredPerson[])
        if (!personIds.has(t.id)) errors[field] ??= SECTION_MESSAGES.personUnknown;
    }
  });
}
