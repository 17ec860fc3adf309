// Which body tools a brand gets (spec 000 §2 "Editor plugins by brand"), from its profile's
// draftEditorPlugins. The schema stays the same for every brand so any stored body still opens.

import type { EditorPlugin } from '../../../common/domain/brandProfile';
import { NODE } from '../../../common/richtext';

export interface EnabledTools {
  image: boolean;
  media: boolean;
  multimedia: boolean;
  pageBreak: boolean;
  table: boolean;
  c2c: boolean;
  frame: boolean;
}

export function enabledTools(plugins: readonly EditorPlugin[]): EnabledTools {
  const has = (p: EditorPlugin): boolean => plugins.includes(p);
  return {
    image: has('Image'),
    media: has('Media'),
    multimedia: has('Multimultimedia'),
    pageBreak: has('PageBreak'),
    table: has('Table'),
    c2c: has('C2C'),
    frame: has('Frame'),
  };
}

/** Node types a brand may insert (by typing, dialog or paste); other nodes are always allowed. */
export function isNodeAllowed(type: string, tools: EnabledTools): boolean {
  switch (type) {
    case NODE.image:
      return tools.image;
    case NODE.media:
      return tools.media;
    case NODE.multimedia:
      return tools.multimedia;
    case NODE.pageBreak:
      return tools.pageBreak;
    case NODE.table:
      return tools.table;
    case NODE.c2c:
      return tools.c2c;
    case NODE.frame:
      return tools.frame;
    default:
      return true;
  }
}
