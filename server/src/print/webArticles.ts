// The web articles of a print assignment (issue 36): those carrying its machine tag
// topicassignment:id={assignmentId}, in the brands the user works on.
import { sql } from 'drizzle-orm';
import { assignmentMachineTag } from '../../../common/domain/printWorkflow';
import type { Database } from '../db/database';
import { articles } from '../db/schema/content';
import {
  ARTICLE_SUMMARY_COLUMNS,
  type ArticleSummaryRow,
} from '../services/content/articleQueries';

export async function assignmentWebArticles(
  db: Database,
  assignmentId: string,
  /** null: every brand. */
  brandKeys: readonly string[] | null,
): Promise<ArticleSummaryRow[]> {
  const tag = assignmentMachineTag(assignmentId);
  const brandScope =
    brandKeys === null
      ? sql`true`
      : brandKeys.length
        ? sql`${articles.brandKey} in (${sql.join(
            brandKeys.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql`false`;
  const rows = await db
    .select(ARTICLE_SUMMARY_COLUMNS)
    .from(articles)
    .where(
      sql`${articles.id} in (select am.article_id from article_machine_tags am join machine_tags m on m.id = am.machine_tag_id where m.tag = ${tag})
        and ${articles.status} <> 'Deleted' and ${brandScope}`,
    )
    .orderBy(sql`${articles.createdAt} desc`, sql`${articles.id}`);
  return rows as ArticleSummaryRow[];
}
