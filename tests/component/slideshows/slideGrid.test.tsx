// The slideshow grid (issue 18): slides in as many columns as the zoom says, moved with the
// keyboard (Alt+arrows, announced), selected with click, Shift+click and Space, and the upload
// placeholders shown after the slides with their progress.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSlide, type Slide } from '../../../common/domain/slideshow';
import type { UploadItem } from '../../../renderer/src/mediaKit/useUploads';
import { SlideGrid } from '../../../renderer/src/features/slideshows/SlideGrid';

const slides = (n: number): Slide[] =>
  Array.from({ length: n }, (_, i) =>
    newSlide({ key: `k${i + 1}`, href: `https://img.test/${i + 1}.jpg`, caption: `L${i + 1}` }),
  );

function Harness({
  initial,
  uploads = [],
  onFiles = () => {},
}: {
  initial: Slide[];
  uploads?: UploadItem[];
  onFiles?: (files: File[]) => void;
}) {
  const [list, setList] = useState(initial);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <FluentProvider theme={webLightTheme}>
      <SlideGrid
        slides={list}
        onSlides={setList}
        selected={selected}
        onSelected={setSelected}
        onOpenSelection={() => {}}
        uploads={uploads}
        onFiles={onFiles}
        onRetry={() => {}}
        onCancel={() => {}}
        perRow={4}
      />
      <span data-testid="selected">{[...selected].join(',')}</span>
    </FluentProvider>
  );
}

const keys = () => screen.getAllByTestId('slide').map((el) => el.getAttribute('data-key'));

describe('SlideGrid', () => {
  afterEach(cleanup);

  it('lays the slides out in the zoom’s columns', () => {
    render(<Harness initial={slides(5)} />);
    expect(screen.getByRole('listbox', { name: 'Diapositives' }).style.gridTemplateColumns).toBe(
      'repeat(4, minmax(0, 1fr))',
    );
  });

  it('moves a slide with Alt+arrows and says where it went; plain arrows only move the focus', () => {
    render(<Harness initial={slides(6)} />);
    const tiles = screen.getAllByTestId('slide');
    fireEvent.keyDown(tiles[0]!, { key: 'ArrowRight', altKey: true });
    expect(keys()).toEqual(['k2', 'k1', 'k3', 'k4', 'k5', 'k6']);
    expect(screen.getByRole('status').textContent).toContain(
      'Diapositive 1 déplacée en position 2',
    );
    fireEvent.keyDown(screen.getAllByTestId('slide')[1]!, { key: 'ArrowDown', altKey: true });
    expect(keys()).toEqual(['k2', 'k3', 'k4', 'k5', 'k6', 'k1']);
    fireEvent.keyDown(screen.getAllByTestId('slide')[0]!, { key: 'ArrowRight' });
    expect(keys()).toEqual(['k2', 'k3', 'k4', 'k5', 'k6', 'k1']);
  });

  /**
   * The tile's checkbox by the name its label gives it. The box is hidden from assistive
   * technologies (the option's aria-selected says the selection), so its name is read from the
   * label it points to rather than computed by the accessibility tree.
   */
  const checkboxNamed = (name: string): HTMLElement => {
    const boxes = screen.getAllByRole('checkbox', { hidden: true });
    const box = boxes.find(
      (b) => document.getElementById(b.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    );
    if (!box) throw new Error(`Aucune case nommée « ${name} »`);
    return box;
  };

  it('names each checkbox by the slide’s place, and ticks the right slide after a move', () => {
    render(<Harness initial={slides(4)} />);
    fireEvent.keyDown(screen.getAllByTestId('slide')[0]!, { key: 'ArrowRight', altKey: true });
    expect(keys()).toEqual(['k2', 'k1', 'k3', 'k4']);
    // The tile's body (checkbox included) is not re-rendered for a new place: its name and its
    // handler must follow the place anyway.
    const moved = checkboxNamed('Sélectionner la diapositive 2');
    expect(within(screen.getAllByTestId('slide')[1]!).getByRole('checkbox', { hidden: true })).toBe(
      moved,
    );
    fireEvent.click(moved);
    expect(screen.getByTestId('selected').textContent).toBe('k1');
    fireEvent.click(checkboxNamed('Sélectionner la diapositive 1'));
    expect(screen.getByTestId('selected').textContent).toBe('k1,k2');
  });

  it('selects by click, Shift+click, Ctrl+click and Space', () => {
    render(<Harness initial={slides(5)} />);
    const tiles = screen.getAllByTestId('slide');
    fireEvent.click(tiles[1]!);
    fireEvent.click(tiles[3]!, { shiftKey: true });
    expect(screen.getByTestId('selected').textContent).toBe('k2,k3,k4');
    fireEvent.click(tiles[2]!, { ctrlKey: true });
    expect(screen.getByTestId('selected').textContent).toBe('k2,k4');
    fireEvent.keyDown(tiles[4]!, { key: ' ' });
    expect(screen.getByTestId('selected').textContent).toBe('k2,k4,k5');
    expect(tiles[4]!.getAttribute('aria-selected')).toBe('true');
  });

  it('shows each upload as a placeholder with its progress, and hands dropped files over', () => {
    const onFiles = vi.fn();
    const upload: UploadItem = {
      localId: 'local-1',
      jobId: 'j1',
      name: 'plage.jpg',
      preview: null,
      state: 'uploading',
      sent: 50,
      total: 200,
      error: null,
    };
    render(<Harness initial={slides(1)} uploads={[upload]} onFiles={onFiles} />);
    const tile = screen.getByRole('group', { name: 'Téléversement de plage.jpg' });
    expect(
      within(tile).getByRole('progressbar', { name: 'Progression de plage.jpg' }),
    ).toBeTruthy();
    expect(tile.textContent).toContain('Envoi… 25 %');
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    fireEvent.drop(screen.getByTestId('slideshow-drop-zone'), {
      dataTransfer: { files: [file], types: ['Files'] },
    });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
