// The OpenAI stand-in's default answers for the good-deal process's JSON schemas (issue 35), by
// schema name (response_format.json_schema.name): what a real provider would answer, valid. The
// 'goodDealArticle' answer is written from the product sheet the request carries (its
// « Produit : … », « Prix : … » and « Vendu par : … » lines), so the article names the product.

function sheetLine(body: Record<string, unknown>, label: string): string | null {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  for (const message of messages) {
    if (typeof message.content !== 'string') continue;
    const line = message.content.split('\n').find((l) => l.startsWith(`${label} : `));
    if (line) return line.slice(label.length + 3).trim();
  }
  return null;
}

/** A good-deal article for the product of the request. */
export function goodDealArticleAnswer(body: Record<string, unknown>) {
  const product = sheetLine(body, 'Produit') ?? 'Produit sans nom';
  const price = sheetLine(body, 'Prix');
  const seller = sheetLine(body, 'Vendu par') ?? 'le marchand';
  return {
    title: price ? `Bon plan : ${product} à ${price}` : `Bon plan : ${product}`,
    lead: `${product} est proposé en promotion chez ${seller}. Voici ce qu'il faut savoir avant de craquer.`,
    sections: [
      {
        heading: null,
        paragraphs: [`${product} fait partie des bonnes affaires repérées par la rédaction.`],
      },
      {
        heading: 'Ce que propose le produit',
        paragraphs: [
          sheetLine(body, 'Description') ??
            `Les caractéristiques de ${product} sont sur la fiche du marchand.`,
          `L'offre est proposée par ${seller}.`,
        ],
      },
    ],
  };
}

export const goodDealDefaults: Record<string, (body: Record<string, unknown>) => unknown> = {
  goodDealArticle: goodDealArticleAnswer,
};
