// The unsaved-changes prompt with local drafts: leaving with words already on disk is not
// questioned; words only in memory are written first, and the spec's sentence is asked only when
// they still are not on disk (a failed local write).
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  useUnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from '../../../renderer/src/editorKit/useUnsavedChangesGuard';

let guard: { confirmLeave: () => Promise<boolean> };
/** happy-dom has no window.confirm: the test provides the user's answer. */
function answerConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer);
  window.confirm = confirm;
  return confirm;
}
function Screen(props: UnsavedChangesGuardOptions) {
  guard = useUnsavedChangesGuard(props);
  return <a href="#/article/list">Liste</a>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('useUnsavedChangesGuard', () => {
  it.each([
    ['words on disk: leaves without asking', false, false, true, 0],
    ['a pending edit written by the flush: leaves without asking', true, false, true, 0],
    ['a failed local write: asks the spec sentence, stays when refused', true, true, false, 1],
  ])('%s', async (_case, pendingBefore, stillUnwritten, leaves, prompts) => {
    let unwritten = pendingBefore;
    const flush = vi.fn(async () => {
      unwritten = stillUnwritten;
    });
    const confirm = answerConfirm(false);
    render(<Screen hasUnwrittenEdits={() => unwritten} flush={flush} />);
    expect(await guard.confirmLeave()).toBe(leaves);
    expect(flush).toHaveBeenCalledOnce();
    expect(confirm).toHaveBeenCalledTimes(prompts);
    if (prompts) expect(confirm).toHaveBeenCalledWith(MESSAGES.unsavedChanges);
  });

  it.each([
    ['only on disk', false, false],
    ['only in memory', true, true],
  ])('closing the window with words %s: prompt %s', (_case, unwritten, prompted) => {
    render(<Screen hasUnwrittenEdits={() => unwritten} flush={async () => {}} />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(prompted);
  });

  it('an in-app link with an edit in memory writes it, then follows the link', async () => {
    let unwritten = true;
    const flush = vi.fn(async () => {
      unwritten = false;
    });
    const confirm = answerConfirm(true);
    const { getByText } = render(<Screen hasUnwrittenEdits={() => unwritten} flush={flush} />);
    await act(async () => {
      getByText('Liste').click();
    });
    expect(flush).toHaveBeenCalledOnce();
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/article/list');
  });
});
