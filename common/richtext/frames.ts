// Body frames (spec 000 §2: Notice, Default, Deontology, Summary, Source, Rebound text, Bullet
// point). The spec names them in English only; the French labels are the newsroom's usual words.

export const FRAME_KINDS = [
  'Notice',
  'Default',
  'Deontology',
  'Summary',
  'Source',
  'ReboundText',
  'BulletPoint',
] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

export const FRAME_LABELS: Record<FrameKind, string> = {
  Notice: 'Avertissement',
  Default: 'Encadré',
  Deontology: 'Déontologie',
  Summary: 'Résumé',
  Source: 'Source',
  ReboundText: 'Texte de rebond',
  BulletPoint: 'Points clés',
};

export function isFrameKind(value: unknown): value is FrameKind {
  return typeof value === 'string' && (FRAME_KINDS as readonly string[]).includes(value);
}
