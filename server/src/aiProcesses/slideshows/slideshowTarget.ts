// The slideshow a completion or a rewrite works on, and the rules it must meet — checked when the
// process is asked for and again by its job (things change meanwhile): it exists, is a slideshow
// of a brand the user works on, is a Draft (the machine never touches what a reader may see), and
// nobody else holds its lock.
import { GraphQLError } from 'graphql';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../common/domain/messages';
import type { RichTextDoc } from '../../../../common/richtext';
import { canUseBrand, refuseBrand } from '../../auth/guards';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema/content';
import { notFound } from '../../errors';
import { isUuid } from '../../services/content/sqlRows';
import { ARTICLE } from '../../services/lockable/contentTypes';
import { assertNotLockedByOther } from '../../services/lockable/lockable';

export interface SlideshowState {
  id: string;
  brandKey: string;
  format: string;
  status: string;
  title: string;
  version: number;
  body: RichTextDoc | null;
  lockedBy: string | null;
  lockExpiresAt: Date | null;
}

export async function readSlideshow(db: Database, id: string): Promise<SlideshowState | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: articles.id,
      brandKey: articles.brandKey,
      format: articles.format,
      status: articles.status,
      title: articles.title,
      version: articles.version,
      body: articles.body,
      lockedBy: articles.lockedBy,
      lockExpiresAt: articles.lockExpiresAt,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return row ? { ...row, body: (row.body as RichTextDoc | null) ?? null } : null;
}

/** A refusal the screen shows as it is (French), with no field to put it on. */
export function refusal(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The slideshow the user may have the AI work on, or the French refusal. */
export async function editableSlideshow(
  db: Database,
  user: SessionUser,
  id: string,
  now: Date,
): Promise<SlideshowState> {
  const slideshow = await readSlideshow(db, id);
  if (!slideshow || slideshow.format !== 'Slideshow') throw notFound(ARTICLE.messages.notFound);
  if (!canUseBrand(user, slideshow.brandKey)) throw refuseBrand(slideshow.brandKey);
  if (slideshow.status !== 'Draft') throw refusal(MESSAGES.slideshowAiNotDraft);
  await assertNotLockedByOther(ARTICLE, db, { ...slideshow, format: 'Slideshow' }, user, now);
  return slideshow;
}
