// A session as the API answered it, checked before main keeps it as a shadow: only a complete one
// (every field of correction.graphql's CorrectionSession) can be taken over offline. The
// `__typename` fields Apollo asks for are dropped here (zod strips unknown keys).
import { z } from 'zod';
import type { CorrectionSession } from '../../common/correction/types';

const LocationShape = z.object({
  segment: z.string(),
  start: z.number().int().nonnegative(),
  length: z.number().int().positive(),
});

const ErrorShape = z.object({
  id: z.string(),
  diagnosis: z.string(),
  label: z.string(),
  type: z.enum(['spelling', 'grammar', 'typography']),
  location: LocationShape,
  corrections: z.array(z.string()),
  status: z.enum(['pending', 'ignored', 'corrected']),
  duplicates: z.array(z.string()),
  duplicateCount: z.number().int().nonnegative(),
  rule: z.string(),
});

export const SessionShape = z.object({
  id: z.string(),
  contentId: z.string(),
  segments: z.array(z.object({ key: z.string(), text: z.string(), hash: z.string() })),
  errors: z.array(ErrorShape),
  grammarChecked: z.boolean(),
  engine: z.enum(['prolexis', 'local']),
}) satisfies z.ZodType<CorrectionSession>;

export function completeSession(value: unknown): CorrectionSession | null {
  const checked = SessionShape.safeParse(value);
  return checked.success ? checked.data : null;
}
