// The media area's public pieces: the field other screens mount, the body's drop handler, the picker.
export { MediaField, type MediaFieldProps } from './MediaField';
export { BodyImageDrop } from './BodyImageDrop';
export { MediaPicker } from './MediaPicker';
export { ImageUrlField } from './ImageUrlField';
export { multimediaPickerOf } from './multimediaPicker';
