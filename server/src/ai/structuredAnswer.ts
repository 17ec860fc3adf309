// Reading a structured answer (issue 34): what the provider sent, parsed when it is the JSON asked
// for; otherwise repaired (a fenced ```json block, trailing commas, prose around the object, a
// reply cut at the token limit) with jsonrepair, then validated with the caller's zod rules. A reply
// cut at finish_reason "length" repairs into a truncated last item (STACK.md: measured), so it is
// never accepted, however valid it looks.
import { jsonrepair } from 'jsonrepair';
import type { z } from 'zod';

export type StructuredOutcome<T> =
  { ok: true; value: T; repaired: boolean } | { ok: false; why: 'cut' | 'unreadable' | 'invalid' };

/** The JSON inside prose: from the first `{` or `[` to the last `}` or `]` (or the end, when cut). */
export function jsonSpan(text: string): string {
  const start = text.search(/[[{]/);
  if (start < 0) return text;
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  return end > start ? text.slice(start, end + 1) : text.slice(start);
}

function parseLeniently(content: string): { value: unknown; repaired: boolean } | null {
  try {
    return { value: JSON.parse(content) as unknown, repaired: false };
  } catch {
    // Not the JSON asked for as such: repaired below.
  }
  const fenced = /```(?:json)?\s*([\s\S]*?)(?:```|$)/i.exec(content)?.[1];
  try {
    return {
      value: JSON.parse(jsonrepair(jsonSpan(fenced ?? content))) as unknown,
      repaired: true,
    };
  } catch {
    return null;
  }
}

export function readStructured<T>(
  content: string,
  finishReason: string | null | undefined,
  validate: z.ZodType<T>,
): StructuredOutcome<T> {
  if (finishReason === 'length') return { ok: false, why: 'cut' };
  const parsed = parseLeniently(content);
  if (!parsed) return { ok: false, why: 'unreadable' };
  const checked = validate.safeParse(parsed.value);
  if (!checked.success) return { ok: false, why: 'invalid' };
  return { ok: true, value: checked.data, repaired: parsed.repaired };
}
