// The body's « Multimédia » element picked with the media picker (its content tabs: Article,
// Recette on recipe brands, Video, Diapo, Podcast; no Photo tab): what a body RichTextEditor is
// given as `renderMultimediaPicker`.
import type { ReactNode } from 'react';
import type { MultimediaAttrs } from '../../../common/richtext';
import { MediaPicker } from './MediaPicker';

export type RenderMultimediaPicker = (picker: {
  onPick: (attrs: MultimediaAttrs) => void;
  onClose: () => void;
}) => ReactNode;

export function multimediaPickerOf(brandKey: string): RenderMultimediaPicker {
  return ({ onPick, onClose }) => (
    <MediaPicker brandKey={brandKey} mode="multimedia" onClose={onClose} onPickContent={onPick} />
  );
}
