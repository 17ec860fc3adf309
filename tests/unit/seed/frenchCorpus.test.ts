// Demo titles read as a person wrote them: the verb agrees with its subject.
import { describe, expect, it } from 'vitest';
import { SUBJECTS, VERBS, verbFor } from '../../../server/src/seed/frenchCorpus';

describe('demo titles', () => {
  it('conjugate every verb in the plural after a « Les … » subject and in the singular otherwise', () => {
    expect(verbFor('Les éleveurs du Cantal', { singular: 'annonce', plural: 'annoncent' })).toBe(
      'annoncent',
    );
    expect(verbFor('Le CNRS', { singular: 'défend', plural: 'défendent' })).toBe('défend');
    for (const subject of SUBJECTS)
      for (const verb of VERBS) {
        const conjugated = verbFor(subject, verb);
        expect(conjugated.endsWith('ent')).toBe(subject.startsWith('Les '));
      }
  });
});
