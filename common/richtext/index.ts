// Rich text as stored (ProseMirror JSON), readable without ProseMirror or a DOM: names, types,
// serialisers, counts and the pure rules the editor and the server share.
export * from './types';
export * from './names';
export * from './frames';
export * from './safeUrl';
export * from './elements';
export * from './table';
export * from './plainText';
export * from './counts';
export * from './html';
export * from './personLink';
export * from './pasteRules';
export * from './printBody';
