// Small readers shared by the card, orphan page and live services: timestamps come back as Date
// (or text through to_jsonb); the API speaks ISO.

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoRequired(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export interface UserRefRow {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
}
