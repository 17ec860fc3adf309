// The status control (spec 000 §4): only transitions allowed from the current status, a disabled
// transition while the publish requirements fail, with the French reasons in its tooltip.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleForRules } from '../../../common/domain/article';
import { StatusMenu as ArticleStatusMenu } from '../../../renderer/src/editorKit/StatusMenu';
import { statusMenuItems } from '../../../renderer/src/editorKit/statusMenuModel';

const NOW = new Date('2026-03-01T10:00:00Z');

function article(overrides: Partial<ArticleForRules> = {}): ArticleForRules {
  return {
    title: 'Un titre',
    status: 'Draft',
    format: 'Rich',
    brandKey: 'TEL',
    slug: null,
    publishedAt: null,
    medias: [],
    body: null,
    tags: [],
    categories: [],
    channels: [],
    authors: [],
    source: null,
    events: [],
    qualifiers: [],
    machineTags: [],
    guides: [],
    ...overrides,
  };
}

const complete: Partial<ArticleForRules> = {
  medias: [{ key: 'img', credit: 'AFP', source: 'AFP' }],
  categories: [{ id: 'c1' }],
  tags: [{ id: 't1', title: 'Retraites', type: 'Tag' }],
};

describe('statusMenuItems', () => {
  it.each([
    ['Draft', 'Rich', ['publish', 'schedule', 'proofreading', 'froze', 'move2trash']],
    [
      'Published',
      'Rich',
      ['republish', 'scheduleForRepublication', 'antidate', 'unpublish', 'move2trash'],
    ],
    ['Deleted', 'Rich', ['proofreading', 'froze', 'back2draft']],
    ['Ready', 'Video', ['private', 'move2trash']],
    ['Private', 'Video', ['publish', 'move2trash']],
  ] as const)('from %s (%s) offers only %o', (status, format, names) => {
    expect(
      statusMenuItems(article({ status, format, ...complete }), NOW).map(
        (item) => item.transition.name,
      ),
    ).toEqual(names);
  });

  it('disables publishing with the missing fields, not the transitions without requirements', () => {
    const items = statusMenuItems(article(), NOW);
    const publish = items.find((item) => item.transition.name === 'publish')!;
    expect(publish.disabled).toBe(true);
    expect(publish.blockers).toEqual([
      'Une catégorie est obligatoire pour publier.',
      'Une image est obligatoire pour publier.',
      'Au moins un tag est obligatoire pour publier.',
    ]);
    expect(items.find((item) => item.transition.name === 'schedule')!.blockers).toContain(
      'Une date de publication est obligatoire pour programmer.',
    );
    expect(
      items
        .filter((item) => item.transition.requirements === 'none')
        .every((item) => !item.disabled),
    ).toBe(true);
  });

  it('enables publishing once the requirements are met; trash carries its icon', () => {
    const items = statusMenuItems(article(complete), NOW);
    expect(items.find((item) => item.transition.name === 'publish')!.disabled).toBe(false);
    expect(items.find((item) => item.transition.name === 'move2trash')!.trash).toBe(true);
  });
});

describe('<ArticleStatusMenu>', () => {
  it('lists the transitions, explains a disabled one on hover and picks an enabled one', async () => {
    const onPick = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <ArticleStatusMenu status="Draft" items={statusMenuItems(article(), NOW)} onPick={onPick} />
      </FluentProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Statut : Brouillon' }));
    const publish = await screen.findByRole('menuitem', { name: 'Publier' });
    expect(publish.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(publish);
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.hover(publish);
    // Fluent may keep the previous item's tooltip mounted while the next one opens: any is fine.
    expect(
      (await screen.findAllByText('Une catégorie est obligatoire pour publier.')).length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Geler' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'froze', to: 'Frozen' }));
  });
});
