// The lists' chunk is fetched at start only when the window opens on a list (or on nothing, the
// home list): an editor or the login page does not pay for it first.
import { describe, expect, it } from 'vitest';
import { opensOnList } from '../../../renderer/src/app/screens';

describe('opensOnList', () => {
  it.each(['', '#', '#/', '#/article/list', '#/video/list?status=Draft', '#/slideshow/list'])(
    '%s opens on a list',
    (hash) => expect(opensOnList(hash)).toBe(true),
  );
  it.each(['#/login', '#/TEL/article/edit/abc', '#/dashboard', '#/article/list/extra'])(
    '%s does not',
    (hash) => expect(opensOnList(hash)).toBe(false),
  );
});
