import { describe, expect, it } from 'vitest';
import { MESSAGES, authorSavedMessage, formatMessage } from '../../../common/domain/messages';
import { LIMITS, ARTICLE_RELATION_LIMITS } from '../../../common/domain/limits';

describe('message catalogue (spec 001 §8)', () => {
  it.each([
    ['qualifierNotFound', "Ce qualifier n'existe pas"],
    ['segmentDeleted', 'Le segment a été supprimé !'],
    ['articleTitleRequired', 'Un article doit comporter un titre pour pouvoir être enregistré.'],
    ['articlePublishedAtInvalid', 'La date de publication est incorrecte.'],
    ['unpublishWarning', 'êtes-vous sûr(e) de vouloir dépublier cet article ?'],
    ['mediaCeriseUrlForbidden', "Les url's Cerise ne sont pas autorisées"],
    ['correctionDesync', 'Une désynchronisation avec le serveur Prolexis est survenue.'],
    ['authorEmailInvalid', 'E-mail non valide'],
  ] as const)('%s is quoted exactly', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    [
      'printDuplicateSubject',
      { title: 'Météo' },
      'Duplication impossible, un sujet intitulé "Météo" existe déjà sur le print',
    ],
    ['printDuplicated', { title: 'Météo' }, 'L\'article web "Météo" a été dupliqué sur le print.'],
    ['printSourceNotFound', { id: 42 }, "Il n'existe pas un article avec l'identifiant 42."],
    ['cardFieldRequired', { label: 'Titre' }, 'Le champ Titre est obligatoire'],
    [
      'articleHtmlInsertion',
      { tag: 'script' },
      "L'insertion de code script n'est pas autorisé dans un article.",
    ],
    [
      'tooManyRelations',
      { max: 2, label: 'catégories' },
      'Un article ne peut pas comporter plus de 2 catégories.',
    ],
  ] as const)('formats %s with its placeholders', (key, params, text) => {
    expect(formatMessage(key, params)).toBe(text);
  });

  it('leaves a missing placeholder visible and formats messages without any', () => {
    expect(formatMessage('cardFieldRequired')).toBe('Le champ {label} est obligatoire');
    expect(formatMessage('articleSaved')).toBe('Article enregistré');
  });
});

describe('limits (spec 001 §9)', () => {
  it('names the article relation limits', () => {
    expect(ARTICLE_RELATION_LIMITS).toEqual({
      categories: 2,
      channels: 1,
      tags: 20,
      authors: 10,
      events: 100,
      qualifiers: 100,
      machineTags: 100,
      guides: 1,
    });
  });
  it.each([
    [LIMITS.push.titleMax, 50],
    [LIMITS.push.messageMax, 150],
    [LIMITS.push.imageMinWidth, 1280],
    [LIMITS.push.imageMaxWidth, 4096],
    [LIMITS.locks.articleChangedMs, 1_800_000],
    [LIMITS.locks.articleUnchangedMs, 600_000],
    [LIMITS.locks.pageMs, 600_000],
    [LIMITS.boardItemsMax, 40],
    [LIMITS.peopleTagsMax, 30],
    [LIMITS.pageSize.users, 100],
    [LIMITS.polling.videoPendingMs, 5000],
    [LIMITS.historyGroupingMs, 60_000],
    [LIMITS.ai.discoverMaxTokens, 16384],
    [LIMITS.affiliate.productSearchPageSize, 16],
  ])('constant %d is %d', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('author toast (issue 30)', () => {
  it('says the outcome that happened, not the literal « modifié/ajouté »', () => {
    expect(authorSavedMessage('created')).toBe('Cet auteur a été correctement ajouté');
    expect(authorSavedMessage('updated')).toBe('Cet auteur a été correctement modifié');
  });
});
