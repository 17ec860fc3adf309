// The print workflow's common rules (issue 36): the print path over every pair of statuses, the
// machine tag, the print-source route's three errors, subject title keys and cleaned titles.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  PRINT_ID,
  PRINT_TRANSITIONS,
  allowedPrintStatuses,
  assignmentIdOfMachineTag,
  assignmentMachineTag,
  canMovePrintVersion,
  checkPrintSource,
  isPrintVersionStatus,
  printSubjectTitleKey,
  printTextIsReadOnly,
  type PrintSource,
} from '../../../common/domain/printWorkflow';
import {
  PRINT_DUPLICATION_STATUSES,
  PRINT_VERSION_LABELS,
  PRINT_VERSION_STATUSES,
  type PrintVersionStatus,
} from '../../../common/domain/statuses';
import {
  cleanPrintTitle,
  validatePrintDuplication,
  type PrintDuplicationForm,
} from '../../../common/domain/validation/print';

// The print desk's path, transcribed from printWorkflow.ts's comment: write, submit, take,
// return / proofread / lay out; layout sends back to correction or rewriting.
const PATH: Record<PrintVersionStatus, PrintVersionStatus[]> = {
  Editing: ['Validation', 'Mockup'],
  Validation: ['Validating', 'Editing'],
  Validating: ['Correction', 'Mockup', 'Editing'],
  Correction: ['Correcting', 'Editing'],
  Correcting: ['Mockup', 'Validation', 'Editing'],
  Mockup: ['Correction', 'Editing'],
};

const PAIRS = PRINT_VERSION_STATUSES.flatMap((from) =>
  PRINT_VERSION_STATUSES.map((to) => ({ from, to, allowed: PATH[from].includes(to) })),
);

describe('the print path', () => {
  it('is the transcribed table, status by status', () => {
    expect(Object.keys(PRINT_TRANSITIONS).sort()).toEqual([...PRINT_VERSION_STATUSES].sort());
    for (const status of PRINT_VERSION_STATUSES)
      expect([...allowedPrintStatuses(status)].sort()).toEqual([...PATH[status]].sort());
  });

  it('covers all 36 pairs', () => expect(PAIRS).toHaveLength(36));

  it.each(PAIRS)('$from → $to allowed: $allowed', ({ from, to, allowed }) => {
    expect(canMovePrintVersion(from, to)).toBe(allowed);
    expect(PRINT_TRANSITIONS[from].includes(to)).toBe(allowed);
  });

  it('never stays in place and every status can be left and reached', () => {
    for (const status of PRINT_VERSION_STATUSES) {
      expect(canMovePrintVersion(status, status)).toBe(false);
      expect(allowedPrintStatuses(status).length).toBeGreaterThan(0);
      expect(PRINT_VERSION_STATUSES.some((from) => canMovePrintVersion(from, status))).toBe(true);
    }
  });

  it('lets a duplicated web article enter as Validation or Mockup from Editing', () => {
    expect(Object.keys(PRINT_DUPLICATION_STATUSES).sort()).toEqual(['Mockup', 'Validation']);
    for (const status of Object.keys(PRINT_DUPLICATION_STATUSES) as PrintVersionStatus[])
      expect(canMovePrintVersion('Editing', status)).toBe(true);
    expect(PRINT_DUPLICATION_STATUSES.Validation).toBe('À valider');
    expect(PRINT_DUPLICATION_STATUSES.Mockup).toBe('À maquetter');
  });

  it('labels every status', () => {
    for (const status of PRINT_VERSION_STATUSES) expect(PRINT_VERSION_LABELS[status]).toBeTruthy();
  });

  it('makes the text read-only in layout only', () => {
    for (const status of PRINT_VERSION_STATUSES)
      expect(printTextIsReadOnly(status)).toBe(status === 'Mockup');
  });

  it.each([
    ['Editing', true],
    ['Mockup', true],
    ['mockup', false],
    ['Published', false],
    ['', false],
    [null, false],
    [3, false],
  ])('%s is a print status: %s', (value, expected) => {
    expect(isPrintVersionStatus(value)).toBe(expected);
  });
});

describe('the machine tag', () => {
  it.each(['42', 'a-b_C9', 'x'.repeat(100)])('round-trips %s', (id) => {
    const tag = assignmentMachineTag(id);
    expect(tag).toBe(`topicassignment:id=${id}`);
    expect(assignmentIdOfMachineTag(tag)).toBe(id);
  });

  it.each([
    ['another tag', 'sport'],
    ['another machine tag', 'topic:id=42'],
    ['an empty id', 'topicassignment:id='],
    ['a too long id', `topicassignment:id=${'x'.repeat(101)}`],
    ['a space', 'topicassignment:id=4 2'],
    ['a second key', 'topicassignment:id=42&x=1'],
    ['a path', 'topicassignment:id=../42'],
    ['the wrong case', 'TopicAssignment:id=42'],
    ['a leading space', ' topicassignment:id=42'],
  ])('refuses %s', (_what, tag) => {
    expect(assignmentIdOfMachineTag(tag)).toBeNull();
  });

  it('names print ids by one pattern', () => {
    expect(PRINT_ID.test('abc-12_Z')).toBe(true);
    expect(PRINT_ID.test('é')).toBe(false);
  });
});

describe('checkPrintSource (001 §8)', () => {
  const version = (over: Partial<PrintSource['versions'][number]> = {}) => ({
    id: 'v1',
    title: 'Le titre',
    lead: null,
    body: null,
    ...over,
  });
  const source = (over: Partial<PrintSource> = {}): PrintSource => ({
    id: 'r1',
    assignment: { id: 'a1' },
    versions: [version()],
    ...over,
  });

  it('says the raw article does not exist, with its id', () => {
    expect(checkPrintSource('r404', null, 'v1')).toEqual({
      ok: false,
      message: "Il n'existe pas un article avec l'identifiant r404.",
    });
  });

  it.each([
    ['an unknown version', source(), 'v2'],
    ['no version at all', source({ versions: [] }), 'v1'],
    ['no assignment', source({ assignment: null }), 'v1'],
  ])('sees a problem with %s', (_what, raw, versionId) => {
    expect(checkPrintSource('r1', raw, versionId)).toEqual({
      ok: false,
      message: MESSAGES.printSourceProblem,
    });
    expect(MESSAGES.printSourceProblem).toBe('Un probleme est détecté avec cet article.');
  });

  it.each([
    ['all null', version({ title: null })],
    ['blanks', version({ title: '  ', lead: '\n', body: '' })],
    ['empty markup', version({ title: null, body: '<p> </p><p><b></b></p>' })],
    ['non-breaking spaces', version({ title: '&nbsp;', body: '<p>&nbsp;&#160;\u00a0</p>' })],
    [
      'a script only',
      version({ title: null, body: '<script>alert(1)</script><STYLE>p{}</STYLE>' }),
    ],
  ])('finds the content empty: %s', (_what, empty) => {
    expect(checkPrintSource('r1', source({ versions: [empty] }), 'v1')).toEqual({
      ok: false,
      message: "Le contenu de l'article est vide, veuillez sélectionner un autre article.",
    });
  });

  it.each([
    ['a title', version()],
    ['a lead only', version({ title: null, lead: 'Chapô' })],
    ['a body only', version({ title: '', body: '<p>Texte</p>' })],
  ])('accepts a version with %s', (_what, full) => {
    const other = version({ id: 'v0', title: null });
    expect(checkPrintSource('r1', source({ versions: [other, full] }), 'v1')).toEqual({
      ok: true,
      version: full,
      assignmentId: 'a1',
    });
  });
});

describe('printSubjectTitleKey', () => {
  it.each([
    ['Été à Paris', 'ete a paris'],
    ['  ÉTÉ   à\tPARIS ', 'ete a paris'],
    ['Ete a Paris', 'ete a paris'],
    ['Noël, l’île', 'noel, l’ile'],
    ['Cœur', 'cœur'],
    ['', ''],
  ])('%j → %j', (title, key) => {
    expect(printSubjectTitleKey(title)).toBe(key);
  });

  it('gives composed and decomposed accents one key', () => {
    expect(printSubjectTitleKey('E\u0301te\u0301')).toBe(printSubjectTitleKey('Été'));
  });
});

describe('cleanPrintTitle', () => {
  it.each([
    ['keeps letters, accents, digits', 'Été 2026 à Noël', 'Été 2026 à Noël'],
    [
      'keeps the punctuation set',
      `Qui ? Quoi ! « Oui », l’été; 50 % : 3€ & 1/2 (rare) "ok" - fin.`,
      `Qui ? Quoi ! « Oui », l’été; 50 % : 3€ & 1/2 (rare) "ok" - fin.`,
    ],
    ['replaces symbols by spaces', 'a#b@c*d_e+f=g', 'a b c d e f g'],
    ['replaces tags', '<b>Titre</b>', ' b Titre /b '],
    ['replaces an emoji by one space', 'Soleil 🌞 et 🌊', 'Soleil   et  '],
    ['replaces tabs and line breaks', 'Un\tdeux\ntrois', 'Un deux trois'],
    ['keeps other alphabets', 'Москва 東京', 'Москва 東京'],
    ['keeps a decomposed accent whole', 'E\u0301te\u0301', 'Été'],
    ['leaves an empty title empty', '', ''],
  ])('%s', (_what, title, cleaned) => {
    expect(cleanPrintTitle(title)).toBe(cleaned);
  });

  it('is idempotent', () => {
    const once = cleanPrintTitle('Hé #1 — « top » ✓');
    expect(cleanPrintTitle(once)).toBe(once);
  });
});

describe('validatePrintDuplication', () => {
  const form = (over: Partial<PrintDuplicationForm> = {}): PrintDuplicationForm => ({
    subjectId: null,
    publicationId: 'p1',
    issueId: 'i1',
    headingId: 'h1',
    title: 'Titre',
    ...over,
  });

  it('accepts a new subject with magazine, issue and heading', () => {
    expect(validatePrintDuplication(form())).toEqual({});
  });

  it('accepts an existing subject alone', () => {
    expect(
      validatePrintDuplication(
        form({ subjectId: 's1', publicationId: null, issueId: null, headingId: null }),
      ),
    ).toEqual({});
  });

  it.each([null, '', '   '])('requires a title (%j)', (title) => {
    expect(validatePrintDuplication(form({ title }))).toEqual({ title: MESSAGES.requiredField });
  });

  it.each(['publicationId', 'issueId', 'headingId'] as const)(
    'requires a subject or a %s',
    (field) => {
      expect(validatePrintDuplication(form({ [field]: null }))).toEqual({
        subject: MESSAGES.printSubjectRequired,
      });
    },
  );
});
