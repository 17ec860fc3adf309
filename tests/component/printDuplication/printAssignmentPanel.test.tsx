// The editor drawer's « Print » section (issue 36): the assignments a web article names by its
// machine tags, each with subject, heading / issue / magazine and the latest version's label.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { assignmentMachineTag } from '../../../common/domain/printWorkflow';
import {
  PRINT_PANEL_TITLE,
  PrintAssignmentPanel,
} from '../../../renderer/src/articleKit/printDuplication/PrintAssignmentPanel';
import { assignmentIdsOf } from '../../../renderer/src/articleKit/printDuplication/printDuplicationModel';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { fakePrintServer } from './fakePrintServer';

afterEach(cleanup);

function mount(server: ReturnType<typeof fakePrintServer>, ids: string[]) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => server.bridge)}>
        <PrintAssignmentPanel brandKey="TEL" assignmentIds={ids} />
      </ApolloProvider>
    </FluentProvider>,
  );
}

describe('the « Print » panel', () => {
  it('reads assignment ids from the machine tags only', () => {
    expect(
      assignmentIdsOf([
        { tag: assignmentMachineTag('asg-1') },
        { tag: 'autre:id=3' },
        { tag: assignmentMachineTag('asg-1') },
        { tag: 'topicassignment:id=../x' },
      ]),
    ).toEqual(['asg-1']);
  });

  it('shows the subject, where it sits and the latest status', async () => {
    const server = fakePrintServer();
    server.assignments[0]!.versions.push(
      { id: 'v-2', status: 'Mockup', title: 't', lead: null, body: null, signature: null },
      { id: 'v-1', status: 'Editing', title: 't', lead: null, body: null, signature: null },
    );
    mount(server, ['asg-1']);
    const panel = await screen.findByRole('region', { name: PRINT_PANEL_TITLE });
    expect(await within(panel).findByText('Les séries de la rentrée')).toBeTruthy();
    expect(within(panel).getByText('Télévision / N° 2500 / Télé Magazine')).toBeTruthy();
    expect(within(panel).getByText('À maquetter')).toBeTruthy();
    expect(server.ops('PrintAssignments')[0]!.variables).toMatchObject({
      where: { brandKey: 'TEL', id_in: ['asg-1'] },
    });
  });

  it('says so when the server gives none of them (another brand, removed)', async () => {
    const server = fakePrintServer();
    mount(server, ['asg-9']);
    expect(await screen.findByText(MESSAGES.printPanelNotFound)).toBeTruthy();
  });

  it('is absent for an article with no print assignment', () => {
    const server = fakePrintServer();
    mount(server, []);
    expect(screen.queryByRole('region', { name: PRINT_PANEL_TITLE })).toBeNull();
    expect(server.ops('PrintAssignments')).toHaveLength(0);
  });
});
