// Shared test data for the drafts tests.

const WORDS = [
  'le',
  'journaliste',
  'écrit',
  'une',
  'dépêche',
  'sur',
  'la',
  'rentrée',
  'des',
  'élèves',
];

/** ProseMirror JSON of 100,000 words in 2,000 paragraphs, with some bold marks. */
export function hundredThousandWordBody(): Record<string, unknown> {
  const paragraphs = Array.from({ length: 2_000 }, (_, p) => {
    const words = Array.from({ length: 50 }, (_, w) => WORDS[(p + w) % WORDS.length]);
    return {
      type: 'paragraph',
      content: [
        { type: 'text', text: `${words.slice(0, 10).join(' ')} `, marks: [{ type: 'strong' }] },
        { type: 'text', text: words.slice(10).join(' ') },
      ],
    };
  });
  return { type: 'doc', content: paragraphs };
}
