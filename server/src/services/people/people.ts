// Persons (spec 000 §3 "Person: id, fullName"; 001 §7 `people`) for the body's person links.
// Where they come from: the tags of type Person. The People section of the publisher is an external
// app with no API reachable here; the newsroom's persons already live in the shared tags (tagged on
// articles, listed in pages' People sections, suggested as « 1 person »), seeded with the demo, so
// a person link and a person tag name the same person by the same id, and nothing has to be kept
// in sync. Shared by every brand, as tags are; an inactive tag is not offered nor linkable.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import { formatMessage } from '../../../../common/domain/messages';
import { personLinksOf } from '../../../../common/richtext/personLink';
import type { RichTextNode } from '../../../../common/richtext/types';
import type { Database } from '../../db/database';
import { tags } from '../../db/schema/content';
import { prefixQuery } from '../content/articleQueries';
import { isUuid, pageOf } from '../content/sqlRows';

export interface Person {
  id: string;
  fullName: string;
}

/** A person is an active tag of type Person (migration 0172 indexes exactly these). */
const IS_PERSON: SQL[] = [eq(tags.type, 'Person'), eq(tags.isActive, true)];

/**
 * Persons whose name has words starting with each word given (accents, case ignored), sorted by
 * name accents and case folded (« Émile » before « Isabelle »; migration 0172 indexes that order).
 */
export async function searchPeople(
  db: Database,
  args: {
    where?: { fullName_contains?: string | null } | null;
    first?: number | null;
    skip?: number | null;
  },
): Promise<Person[]> {
  const { limit, offset } = pageOf(
    args.first,
    args.skip,
    LIMITS.pageSize.people,
    LIMITS.pageSize.peopleMax,
  );
  const prefix = prefixQuery(args.where?.fullName_contains ?? '');
  const c = [...IS_PERSON];
  if (prefix) c.push(sql`"tags"."title_prefix" @@ to_tsquery('public.fr_prefix', ${prefix})`);
  return db
    .select({ id: tags.id, fullName: tags.title })
    .from(tags)
    .where(and(...c))
    .orderBy(sql`public.fold_accents(${tags.title})`, asc(tags.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The French message for the body when one of its person links names no person (the save refuses
 * it, as an internal link to nothing), or null. One query for all the links of the body.
 */
export async function personLinksProblem(
  db: Database,
  body: RichTextNode | null,
): Promise<string | null> {
  const links = personLinksOf(body);
  if (links.length === 0) return null;
  const ids = links.map((l) => l.personId).filter(isUuid);
  const found = ids.length
    ? new Set(
        (
          await db
            .select({ id: tags.id })
            .from(tags)
            .where(and(inArray(tags.id, ids), ...IS_PERSON))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const unknown = links.find((l) => !found.has(l.personId));
  return unknown ? formatMessage('personLinkUnknown', { label: unknown.name }) : null;
}
