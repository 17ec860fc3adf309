// updateAssignment (issue 36, web → print): a new text version of the raw article, a move of the
// latest version along the print path, a web article linked by the assignment's machine tag —
// checked first, then written in one transaction (a local print system joins it).
import { MESSAGES } from '../../../common/domain/messages';
import { assignmentMachineTag, PRINT_LIMITS } from '../../../common/domain/printWorkflow';
import { isBlank } from '../../../common/domain/article';
import { PRINT_DUPLICATION_STATUSES } from '../../../common/domain/statuses';
import { printBodyToRich, richToPrintBody } from '../../../common/richtext/printBody';
import { requireBrand } from '../auth/guards';
import type { GraphQLContext, SessionUser } from '../context';
import type { Database } from '../db/database';
import { assertNoFieldErrors, type FieldErrors } from '../errors';
import type { AssignmentUpdateInput, AssignmentVersionInput } from '../generated/resolvers';
import { createMachineTag } from '../services/content/tags';
import { FIELD_MESSAGES } from '../services/content/fieldChecks';
import { printCall } from './printErrors';
import type { AssignmentRecord, NewVersion, PrintSystem } from './printSystem';

function checkLength(errors: FieldErrors, field: string, value: string | null, max: number) {
  if (value !== null && value.length > max) errors[field] = FIELD_MESSAGES.tooLong(max);
}

/** The version as the print system stores it, or BAD_USER_INPUT naming each bad field. */
export function checkedVersion(input: AssignmentVersionInput, user: SessionUser): NewVersion {
  const errors: FieldErrors = {};
  const title = input.title.trim();
  if (isBlank(title)) errors.title = MESSAGES.requiredField;
  checkLength(errors, 'title', title, PRINT_LIMITS.titleMax);
  const lead = input.lead?.trim() || null;
  checkLength(errors, 'lead', lead, PRINT_LIMITS.leadMax);
  checkLength(errors, 'body', input.body ?? null, PRINT_LIMITS.bodyMax);
  const signature = input.signature?.trim() || null;
  checkLength(errors, 'signature', signature, PRINT_LIMITS.signatureMax);
  if (!(input.status in PRINT_DUPLICATION_STATUSES))
    errors.status = MESSAGES.printDuplicationStatusInvalid;
  assertNoFieldErrors(errors);
  // Only the markup the print system knows is stored: read as rich text, written back.
  const body = input.body ? richToPrintBody(printBodyToRich(input.body)) || null : null;
  return {
    title,
    lead,
    body,
    signature,
    status: input.status,
    editor: { userId: user.id, name: user.name, avatarUrl: null },
  };
}

/** The print system writing in `db` when it can join the transaction. */
export function printIn(print: PrintSystem, db: Database): PrintSystem {
  return print.bind ? print.bind(db) : print;
}

export async function updateAssignment(
  ctx: GraphQLContext,
  user: SessionUser,
  assignment: AssignmentRecord,
  data: AssignmentUpdateInput,
): Promise<AssignmentRecord> {
  const version = data.version ? checkedVersion(data.version, user) : null;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const print = printIn(ctx.print, db);
    if (data.webArticle)
      // The user must be allowed to edit the article: its brand, its lock (createMachineTag).
      await createMachineTag(
        db,
        { tag: assignmentMachineTag(assignment.id), article: { connect: { id: data.webArticle } } },
        (brandKey) => requireBrand(ctx, brandKey),
        { user, now: ctx.now },
      );
    if (version) await printCall(() => print.addVersion(assignment.id, version));
    if (data.status) {
      const status = data.status;
      await printCall(
        () => print.moveLatestVersion(assignment.id, status),
        MESSAGES.printVersionNotFound,
      );
    }
  });
  return (await ctx.print.assignment(assignment.id)) ?? assignment;
}
