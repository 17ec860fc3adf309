// A refused save's per-field messages (BAD_USER_INPUT `extensions.fields`): saveOutcome keeps
// them next to the one-line message, bounded as the draft file stores them; a draft file written
// before `fields` existed still loads; the schemas refuse unbounded field maps.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftProblemSchema, DraftSchema, DraftSyncEventSchema } from '../../../common/ipc/schemas';
import { DraftStore, fileNameForKey } from '../../../main/drafts/DraftStore';
import { saveOutcome } from '../../../main/drafts/saveOutcome';

const TITLE_REQUIRED = 'Un article doit comporter un titre pour pouvoir être enregistré.';
const SLUG_INVALID = 'Le slug ne doit contenir que des minuscules, des chiffres et des tirets.';
const badInput = (fields: unknown) => ({
  data: null,
  errors: [
    {
      message: "Le contenu saisi n'est pas valide",
      extensions: { code: 'BAD_USER_INPUT', fields },
    },
  ],
});

describe('saveOutcome with BAD_USER_INPUT', () => {
  it('keeps each field message and the joined one-line message', () => {
    expect(saveOutcome(badInput({ title: TITLE_REQUIRED, slug: SLUG_INVALID }))).toEqual({
      kind: 'refused',
      code: 'BAD_USER_INPUT',
      message: `Le contenu saisi n'est pas valide ${TITLE_REQUIRED} ${SLUG_INVALID}`,
      serverVersion: null,
      fields: { title: TITLE_REQUIRED, slug: SLUG_INVALID },
    });
  });

  it('has no fields when the server named none (or only non-strings)', () => {
    const outcome = saveOutcome(badInput({ title: 3 }));
    expect(outcome).toEqual({
      kind: 'refused',
      code: 'BAD_USER_INPUT',
      message: "Le contenu saisi n'est pas valide",
      serverVersion: null,
    });
    expect(saveOutcome(badInput(['x']))).not.toHaveProperty('fields');
    expect(
      saveOutcome({
        data: null,
        errors: [{ message: 'Conflit', extensions: { code: 'CONFLICT', currentVersion: 4 } }],
      }),
    ).toEqual({
      kind: 'refused',
      code: 'CONFLICT',
      message: 'Conflit',
      serverVersion: 4,
    });
  });

  it('bounds what it keeps so the draft file always loads again', () => {
    const many = Object.fromEntries(
      Array.from({ length: 80 }, (_, i) => [`champ${i}`, 'x'.repeat(900)]),
    );
    const outcome = saveOutcome(badInput({ ['k'.repeat(101)]: 'nom trop long', ...many }));
    if (outcome.kind !== 'refused' || !outcome.fields)
      throw new Error('expected refused with fields');
    expect(Object.keys(outcome.fields)).toHaveLength(50);
    expect(outcome.fields['k'.repeat(101)]).toBeUndefined();
    expect(outcome.fields.champ0).toHaveLength(500);
    expect(
      DraftProblemSchema.parse({
        code: outcome.code,
        message: 'm',
        serverVersion: null,
        fields: outcome.fields,
      }),
    ).toBeTruthy();
  });
});

describe('DraftProblemSchema fields', () => {
  it('accepts a problem without fields (drafts written before) and bounded fields', () => {
    expect(
      DraftProblemSchema.parse({ code: 'LOCKED', message: 'Verrouillé', serverVersion: null }),
    ).toEqual({ code: 'LOCKED', message: 'Verrouillé', serverVersion: null });
    expect(
      DraftProblemSchema.safeParse({
        code: 'BAD_USER_INPUT',
        message: 'm',
        serverVersion: null,
        fields: { title: TITLE_REQUIRED },
      }).success,
    ).toBe(true);
    expect(
      DraftSyncEventSchema.safeParse({
        key: 'TEL:a1',
        state: 'error',
        serverVersion: null,
        contentType: 'article',
        contentId: 'a1',
        message: 'm',
        fields: { title: TITLE_REQUIRED },
      }).success,
    ).toBe(true);
    expect(
      DraftSyncEventSchema.safeParse({
        key: 'TEL:a1',
        state: 'error',
        serverVersion: null,
        contentType: 'article',
        contentId: 'a1',
        message: 'm',
      }).success,
    ).toBe(true);
  });

  it.each([
    [
      'more than 50 fields',
      Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'm'])),
    ],
    ['a field name over 100 characters', { ['k'.repeat(101)]: 'm' }],
    ['a message over 500 characters', { title: 'm'.repeat(501) }],
    ['a message that is not a string', { title: 1 }],
  ])('refuses %s', (_case, fields) => {
    expect(
      DraftProblemSchema.safeParse({
        code: 'BAD_USER_INPUT',
        message: 'm',
        serverVersion: null,
        fields,
      }).success,
    ).toBe(false);
  });

  it('refuses unknown keys in a problem (strict)', () => {
    expect(
      DraftProblemSchema.safeParse({ code: 'X', message: 'm', serverVersion: null, extra: 1 })
        .success,
    ).toBe(false);
  });
});

describe('an old draft file', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'drafts-old-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('whose problem has no fields still loads, and a new problem with fields round-trips', async () => {
    const key = 'TEL:a1';
    const old = {
      key,
      value: { title: '' },
      baseVersion: 2,
      articleId: 'a1',
      revision: 3,
      createdAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-01T09:05:00.000Z',
      problem: {
        code: 'BAD_USER_INPUT',
        message: `Le contenu saisi n'est pas valide ${TITLE_REQUIRED}`,
        serverVersion: null,
      },
    };
    await writeFile(join(folder, fileNameForKey(key)), JSON.stringify(old));
    const store = await DraftStore.open(folder);
    expect(store.get(key)?.problem).toEqual(old.problem);
    expect(DraftSchema.safeParse({ ...store.get(key), state: 'error' }).success).toBe(true);

    await store.update(key, { problem: { ...old.problem, fields: { title: TITLE_REQUIRED } } });
    await store.flush();
    const reopened = await DraftStore.open(folder);
    expect(reopened.get(key)?.problem?.fields).toEqual({ title: TITLE_REQUIRED });
  });
});
