// Prompts are data (issue 34; spec 000 §3): one per field for every brand (brand_key null, seeded
// by migration 0162) and a brand's own where it has one. Reading gives the brand's, else the
// default; editing (super-admins, checked by the resolver) writes the brand's own or the default.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aiPrompts, brands } from '../db/schema';
import { assertNoFieldErrors, badUserInput, type FieldErrors } from '../errors';

export const PROMPT_LIMITS = { labelMax: 100, bodyMax: 20_000 } as const;

export const PROMPT_MESSAGES = {
  labelEmpty: 'Le libellé du prompt est obligatoire.',
  labelTooLong: `Le libellé du prompt dépasse ${PROMPT_LIMITS.labelMax} caractères.`,
  bodyEmpty: 'Le texte du prompt est obligatoire.',
  bodyTooLong: `Le texte du prompt dépasse ${PROMPT_LIMITS.bodyMax.toLocaleString('fr-FR')} caractères.`,
  unknownField: "Ce prompt n'existe pas : seuls les prompts prévus se modifient.",
  unknownBrand: "Cette marque n'existe pas.",
} as const;

export interface StoredPrompt {
  field: string;
  label: string;
  body: string;
  brandKey: string | null;
  updatedAt: Date | null;
}

const COLUMNS = {
  field: aiPrompts.field,
  label: aiPrompts.label,
  body: aiPrompts.body,
  brandKey: aiPrompts.brandKey,
  updatedAt: aiPrompts.updatedAt,
};

const ownerIs = (brandKey: string | null) =>
  brandKey === null ? isNull(aiPrompts.brandKey) : eq(aiPrompts.brandKey, brandKey);

/** The brand's own prompts plus the defaults it does not override (the defaults alone for null). */
export async function listPrompts(db: Database, brandKey: string | null): Promise<StoredPrompt[]> {
  const rows = await db
    .select(COLUMNS)
    .from(aiPrompts)
    .where(
      brandKey === null
        ? isNull(aiPrompts.brandKey)
        : or(isNull(aiPrompts.brandKey), eq(aiPrompts.brandKey, brandKey)),
    );
  const byField = new Map<string, StoredPrompt>();
  for (const row of rows)
    if (row.brandKey !== null || !byField.has(row.field)) byField.set(row.field, row);
  return [...byField.values()].sort((a, b) => a.field.localeCompare(b.field));
}

/** The brand's prompt for `field`, else the default; null when there is neither. */
export async function findPrompt(
  db: Database,
  field: string,
  brandKey: string | null,
): Promise<StoredPrompt | null> {
  const rows = await db
    .select(COLUMNS)
    .from(aiPrompts)
    .where(
      and(
        eq(aiPrompts.field, field),
        brandKey === null
          ? isNull(aiPrompts.brandKey)
          : or(isNull(aiPrompts.brandKey), eq(aiPrompts.brandKey, brandKey)),
      ),
    );
  return rows.find((r) => r.brandKey !== null) ?? rows[0] ?? null;
}

export interface PromptChange {
  label?: string | null;
  body?: string | null;
}

function checkText(
  value: string | null | undefined,
  max: number,
  empty: string,
  tooLong: string,
): string | null {
  if (value === undefined) return null;
  if (value === null || value.trim() === '') return empty;
  return value.length > max ? tooLong : null;
}

/** French messages per field of the change (label, body), empty when it may be saved. */
export function promptChangeErrors(change: PromptChange): FieldErrors {
  const errors: FieldErrors = {};
  const m = PROMPT_MESSAGES;
  const label = checkText(change.label, PROMPT_LIMITS.labelMax, m.labelEmpty, m.labelTooLong);
  const body = checkText(change.body, PROMPT_LIMITS.bodyMax, m.bodyEmpty, m.bodyTooLong);
  if (label) errors.label = label;
  if (body) errors.body = body;
  return errors;
}

/**
 * Writes the prompt of (field, brandKey): the existing row changed, or the brand's own created from
 * the default with the change applied. Only fields with a default may be edited.
 */
export async function savePrompt(
  db: Database,
  where: { field: string; brandKey: string | null },
  change: PromptChange,
  by: { userId: string; now: Date },
): Promise<StoredPrompt> {
  assertNoFieldErrors(promptChangeErrors(change));
  const base = await findPrompt(db, where.field, where.brandKey);
  if (!base) throw badUserInput({ field: PROMPT_MESSAGES.unknownField });
  const values = {
    label: change.label?.trim() ?? base.label,
    body: change.body ?? base.body,
    updatedAt: by.now,
    updatedBy: by.userId,
  };
  if (base.brandKey === where.brandKey) {
    const [row] = await db
      .update(aiPrompts)
      .set(values)
      .where(and(eq(aiPrompts.field, where.field), ownerIs(where.brandKey)))
      .returning(COLUMNS);
    return row!;
  }
  const [brand] = await db
    .select({ key: brands.key })
    .from(brands)
    .where(eq(brands.key, where.brandKey!));
  if (!brand) throw badUserInput({ brandKey: PROMPT_MESSAGES.unknownBrand });
  const [row] = await db
    .insert(aiPrompts)
    .values({ field: where.field, brandKey: where.brandKey, ...values })
    .returning(COLUMNS);
  return row!;
}
