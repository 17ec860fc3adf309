// The print exchange format (issue 36): what `npm run print:import` reads — the print system's
// publications, issues, headings, units, subjects with their raw articles, and the planning board.
// Ids are the print system's; a second import of the same file changes nothing (upsert by id).
// The README's « Print and web » section shows an example.
import { z } from 'zod';
import { PRINT_ID, PRINT_LIMITS } from '../../../common/domain/printWorkflow';
import { PRINT_VERSION_STATUSES } from '../../../common/domain/statuses';

const id = z.string().regex(PRINT_ID, 'identifiant invalide (lettres, chiffres, - et _)');
const title = z.string().trim().min(1, 'titre obligatoire').max(PRINT_LIMITS.titleMax);
const text = (max: number) => z.string().max(max).nullable().optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date attendue au format AAAA-MM-JJ');
const instant = z.iso.datetime({ offset: true, message: 'date et heure ISO 8601 attendues' });

export const printVersionSchema = z.object({
  id,
  title: text(PRINT_LIMITS.titleMax),
  lead: text(PRINT_LIMITS.leadMax),
  /** Print markup (common/richtext/printBody.ts). */
  body: text(PRINT_LIMITS.bodyMax),
  signature: text(PRINT_LIMITS.signatureMax),
  status: z.enum(PRINT_VERSION_STATUSES),
  createdAt: instant,
  editor: z
    .object({
      id,
      name: z.string().trim().min(1).max(200),
      avatarUrl: z.url().nullable().optional(),
    })
    .nullable()
    .optional(),
});

export const printImportSchema = z.object({
  publications: z
    .array(
      z.object({
        id,
        brandKey: z.string().min(1),
        title,
        issues: z.array(
          z.object({
            id,
            title,
            publishedOn: isoDate.nullable().optional(),
            headings: z.array(z.object({ id, title })),
          }),
        ),
      }),
    )
    .default([]),
  units: z.array(z.object({ id, brandKey: z.string().min(1), title })).default([]),
  subjects: z
    .array(
      z.object({
        id,
        title,
        /** A unit id of the file or of the database. */
        unit: id.nullable().optional(),
        /** The heading the subject is placed in. */
        heading: id,
        /** The assignment's id (what a machine tag topicassignment:id=… names). */
        assignment: id,
        rawArticle: z
          .object({ id, versions: z.array(printVersionSchema) })
          .nullable()
          .optional(),
      }),
    )
    .default([]),
  boardCards: z
    .array(
      z.object({
        id,
        brandKey: z.string().min(1),
        title,
        /** Author names of the brand. */
        authors: z.array(z.string().min(1)).default([]),
        /** The back-office user the card is for. */
        userEmail: z.email().nullable().optional(),
        /** Titles from the top category down, e.g. ["Séries", "Policier"]. */
        category: z.array(z.string().min(1)).nullable().optional(),
        publicationDate: instant.nullable().optional(),
      }),
    )
    .default([]),
});

export type PrintImport = z.infer<typeof printImportSchema>;
