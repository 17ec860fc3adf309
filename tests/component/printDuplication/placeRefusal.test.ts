// Where a refusal of the server shows in « Duplication print » (issue 36): the dialog's own fields
// (title, subject, status) on the field, anything else in the bar, the duplicate subject on the
// title even without a field, and a request that never reached the server as « needs the server ».
import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MESSAGES, formatMessage } from '../../../common/domain/messages';
import { placeRefusal } from '../../../renderer/src/articleKit/printDuplication/printDuplicationModel';

const refused = (message: string, code: string, fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
  });

describe('placeRefusal', () => {
  const duplicate = formatMessage('printDuplicateSubject', { title: 'Les séries' });

  it('puts the duplicate subject on the title, with or without a field', () => {
    expect(placeRefusal(refused(duplicate, 'BAD_USER_INPUT', { title: duplicate }))).toEqual({
      fields: { title: duplicate },
      message: null,
    });
    expect(placeRefusal(refused(duplicate, 'BAD_USER_INPUT'))).toEqual({
      fields: { title: duplicate },
      message: null,
    });
  });

  it('sends a field the dialog does not show, and a message of no field, to the bar', () => {
    expect(
      placeRefusal(
        refused('Cette rubrique est introuvable.', 'BAD_USER_INPUT', {
          printHeading: 'Cette rubrique est introuvable.',
        }),
      ),
    ).toEqual({ fields: {}, message: 'Cette rubrique est introuvable.' });
    expect(placeRefusal(refused(MESSAGES.printTextReadOnly, 'BAD_USER_INPUT'))).toEqual({
      fields: {},
      message: MESSAGES.printTextReadOnly,
    });
    expect(placeRefusal(refused(MESSAGES.printSystemUnavailable, 'SERVICE_UNAVAILABLE'))).toEqual({
      fields: {},
      message: MESSAGES.printSystemUnavailable,
    });
  });

  it('says the action needs the server when it was not reached', () => {
    const offline = refused('Le serveur est injoignable.', 'NETWORK_ERROR');
    expect(placeRefusal(offline)).toEqual({ fields: {}, message: MESSAGES.printNeedsServer });
    expect(placeRefusal(new Error('bridge'))).toEqual({
      fields: {},
      message: MESSAGES.printNeedsServer,
    });
  });
});
