import { describe, expect, it } from 'vitest';
import {
  ARTICLE_STATUSES,
  CARD_STATUSES,
  LIVE_STATUSES,
  ORPHAN_STATUSES,
  PAGE_STATUSES,
  PUSH_STATUSES,
  SEGMENT_STATUSES,
} from '../../../common/domain/statuses';
import {
  MACHINES,
  articleMachine,
  canMove,
  findTransition,
  pageMachine,
  transitionsFrom,
  type MachineName,
  type MachineStatuses,
} from '../../../common/domain/transitions';

// The spec's tables (000 §4, 001 §4), transcribed status by status: what the menu offers.
const ARTICLE: Record<string, string[]> = {
  Deleted: ['proofreading', 'froze', 'back2draft'],
  Draft: ['publish', 'schedule', 'proofreading', 'froze', 'move2trash'],
  Frozen: ['proofreading', 'back2draft', 'move2trash'],
  Pending: [],
  Private: [],
  Proposal: [],
  Published: ['republish', 'scheduleForRepublication', 'antidate', 'unpublish', 'move2trash'],
  Ready: ['publish', 'schedule', 'froze', 'back2draft', 'move2trash'],
  Scheduled: ['proofreading', 'back2draft', 'move2trash'],
  ScheduledForRepublication: ['back2draft', 'move2trash'],
  Todo: [],
};
const VIDEO: Record<string, string[]> = {
  Deleted: [],
  Draft: [],
  Frozen: [],
  Pending: [],
  Proposal: [],
  Scheduled: [],
  ScheduledForRepublication: [],
  Todo: [],
  Private: ['publish', 'move2trash'],
  Published: ['unpublish', 'move2trash'],
  Ready: ['private', 'move2trash'],
};
const SLIDESHOW: Record<string, string[]> = {
  Deleted: [],
  Frozen: [],
  Pending: [],
  Private: [],
  Proposal: [],
  Ready: [],
  Todo: [],
  Draft: ['publish', 'schedule'],
  Published: ['republish', 'scheduleForRepublication', 'antidate', 'unpublish'],
  Scheduled: ['back2draft'],
  ScheduledForRepublication: ['back2draft'],
};
const PAGE: Record<string, string[]> = {
  Draft: ['publish', 'schedule', 'archive'],
  Scheduled: ['back2draft'],
  Published: ['archive', 'back2draft'],
  Archived: ['publish', 'schedule', 'back2draft'],
  Deleted: [],
};
const EVENT_PAGE: Record<string, string[]> = {
  Draft: ['publish', 'schedule', 'archive', 'move2trash'],
  Scheduled: ['back2draft', 'move2trash'],
  Published: ['archive', 'back2draft', 'move2trash'],
  Archived: ['publish', 'schedule', 'back2draft', 'move2trash'],
  Deleted: [],
};

const table: [MachineName, readonly string[], Record<string, string[]>][] = [
  ['article', ARTICLE_STATUSES, ARTICLE],
  ['video', ARTICLE_STATUSES, VIDEO],
  ['slideshow', ARTICLE_STATUSES, SLIDESHOW],
  ['page', PAGE_STATUSES, PAGE],
  ['eventPage', PAGE_STATUSES, EVENT_PAGE],
  ['card', CARD_STATUSES, { Published: ['archive'], Archived: ['publish'] }],
  [
    'orphanPage',
    ORPHAN_STATUSES,
    {
      draft: ['publish', 'archive'],
      published: ['archive', 'back2draft'],
      archived: ['publish', 'back2draft'],
    },
  ],
  ['live', LIVE_STATUSES, { open: ['close'], closed: ['reopen'] }],
  ['push', PUSH_STATUSES, { scheduled: ['cancel', 'send'], sent: [], cancelled: [] }],
  ['segment', SEGMENT_STATUSES, { Draft: ['activate'], Published: ['deactivate'] }],
];

describe.each(table)('machine %s', (machine, statuses, expected) => {
  const names = [...new Set(MACHINES[machine].map((t) => t.name))];
  it.each(statuses.map((s) => [s]))('from %s offers exactly the spec transitions', (status) => {
    const from = status as MachineStatuses[typeof machine];
    expect(transitionsFrom(machine, from).map((t) => t.name)).toEqual(expected[status]);
    // Every transition name of the machine is either allowed from here or refused.
    for (const name of names) {
      expect([name, findTransition(machine, name, from) !== undefined]).toEqual([
        name,
        expected[status]!.includes(name),
      ]);
    }
  });
  it('gives every transition a French label and success message', () => {
    for (const t of MACHINES[machine]) {
      expect(t.label.length).toBeGreaterThan(0);
      expect(t.successMessage.length).toBeGreaterThan(0);
    }
  });
});

describe('transition details', () => {
  it.each([
    ['article', 'publish', 'Draft', 'Published', 'publish', "L'article a bien été publié"],
    ['article', 'republish', 'Published', 'Published', 'publish', "L'article a bien été republié"],
    ['article', 'antidate', 'Published', 'Published', 'publish', "L'article a bien été antidaté"],
    ['article', 'schedule', 'Ready', 'Scheduled', 'schedule', "L'article a bien été programmé"],
    [
      'article',
      'scheduleForRepublication',
      'Published',
      'ScheduledForRepublication',
      'schedule',
      "L'article a bien été programmé",
    ],
    [
      'article',
      'move2trash',
      'Draft',
      'Deleted',
      'none',
      "L'article a bien été mis à la corbeille",
    ],
    ['article', 'proofreading', 'Deleted', 'Ready', 'none', 'Article enregistré'],
    ['video', 'unpublish', 'Published', 'Private', 'none', 'La vidéo a bien été dépubliée'],
    ['video', 'private', 'Ready', 'Private', 'none', 'La vidéo est désormais privée'],
    [
      'video',
      'publish',
      'Private',
      'Ready',
      'publish',
      'La vidéo est prête pour la publication automatique',
    ],
    [
      'video',
      'move2trash',
      'Private',
      'Deleted',
      'none',
      'La vidéo a bien été mise à la corbeille',
    ],
    ['slideshow', 'publish', 'Draft', 'Published', 'publish', 'Le diaporama a bien été publié'],
    ['card', 'publish', 'Archived', 'Published', 'none', 'Votre encart a bien été publiée'],
    ['card', 'archive', 'Published', 'Archived', 'none', 'Votre encart a bien été archivé'],
  ] as const)(
    '%s %s from %s goes to %s, checks %s, says %s',
    (machine, name, from, to, requirements, message) => {
      const t = findTransition(machine, name, from as never);
      expect(t).toMatchObject({ to, requirements, successMessage: message });
    },
  );

  it('labels video trash and card moves as the spec quotes them', () => {
    expect(findTransition('video', 'move2trash', 'Ready')?.label).toBe('Mettre en corbeille');
    expect(findTransition('card', 'publish', 'Archived')?.label).toBe('Publié');
    expect(findTransition('card', 'archive', 'Published')?.label).toBe('Archivé');
  });

  it.each([
    ['article', 'Draft', 'Published', true],
    ['article', 'Published', 'Ready', false],
    ['video', 'Published', 'Draft', false],
    ['video', 'Published', 'Private', true],
  ] as const)('%s: %s → %s allowed = %s', (machine, from, to, allowed) => {
    expect(canMove(machine, from, to)).toBe(allowed);
  });

  it('chooses the machine by format', () => {
    expect(articleMachine('Rich')).toBe('article');
    expect(articleMachine('Video')).toBe('video');
    expect(articleMachine('Slideshow')).toBe('slideshow');
    expect(pageMachine('Event')).toBe('eventPage');
    expect(pageMachine('Guide')).toBe('page');
  });
});
