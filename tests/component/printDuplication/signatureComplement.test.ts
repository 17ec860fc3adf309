// The signature complement (spec 000 §2 "authors and signature complement"; issue 36): loaded into
// the form, saved (empty as null), kept by the local draft, put back by « Reprendre cette version ».
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  draftValueOf,
  formOf,
  formOfDraft,
  upsertVariables,
  type SavedArticle,
} from '../../../renderer/src/articleKit/articleForm';
import { restoredFields } from '../../../renderer/src/articleKit/history/historyModel';

const BASE = { brandKey: 'TEL', format: 'Rich' as const };

describe('the signature complement', () => {
  it('is saved as typed, and an empty one as null', () => {
    const form = { ...EMPTY_FORM, title: 'Un titre', signatureComplement: 'avec AFP' };
    expect(upsertVariables(null, form, BASE, null, null).create.signatureComplement).toBe(
      'avec AFP',
    );
    const blank = { ...form, signatureComplement: '  ' };
    expect(upsertVariables(null, blank, BASE, null, null).create.signatureComplement).toBeNull();
  });

  it('is loaded from the saved article', () => {
    const saved = {
      title: 'Un titre',
      signatureComplement: 'avec AFP',
      medias: [],
      categories: [],
      channels: [],
      events: [],
      guides: [],
      tags: [],
      authors: [],
      qualifiers: [],
      source: null,
    } as unknown as SavedArticle;
    expect(formOf(saved).signatureComplement).toBe('avec AFP');
    expect(formOf({ ...saved, signatureComplement: null }).signatureComplement).toBe('');
  });

  it('survives the local draft, and a draft without one reads as empty', () => {
    const form = { ...EMPTY_FORM, signatureComplement: 'avec AFP' };
    expect(formOfDraft(JSON.parse(JSON.stringify(draftValueOf(form)))).signatureComplement).toBe(
      'avec AFP',
    );
    expect(formOfDraft({ title: 'x', signatureComplement: 42 }).signatureComplement).toBe('');
  });

  it('comes back with a history version that holds one, and is left alone otherwise', () => {
    expect(restoredFields({ title: 'a', signatureComplement: 'avec AFP' })).toMatchObject({
      signatureComplement: 'avec AFP',
    });
    expect(restoredFields({ title: 'a' })).not.toHaveProperty('signatureComplement');
  });
});
