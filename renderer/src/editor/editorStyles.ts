// Styles of the editing surface: ProseMirror's required base rules (prosemirror-view, gapcursor,
// tables) and the look of frames, tables, elements and links. Frame and table labels come from
// data-* attributes through CSS so they never become document content.
export const editorStyles = `
.ProseMirror { position: relative; word-wrap: break-word; white-space: pre-wrap; white-space: break-spaces;
  font-variant-ligatures: none; font-feature-settings: "liga" 0; outline: none; padding: 12px 16px;
  font-family: Georgia, 'Times New Roman', serif; font-size: 17px; line-height: 1.55; color: var(--colorNeutralForeground1, #242424); min-height: 3em; }
/* Long bodies (RichTextEditor's LONG_BODY_BLOCKS): top-level blocks away from the viewport are
   neither laid out, painted nor walked by Chromium's per-keystroke selection sync, which otherwise
   iterates all the text before the caret (20-40 ms a key in the middle of 100,000 words). Their last
   rendered height is remembered. The gap cursor is absolutely placed and must not be contained.
   Checked by the long-body e2e (typing, Enter, input rules, arrows in the middle of 100,000 words). */
.pm-long > :not(.ProseMirror-gapcursor) { content-visibility: auto; contain-intrinsic-size: auto 120px; }
.pm-editor-lead .ProseMirror { font-weight: 600; }
.ProseMirror li { position: relative; }
.ProseMirror-hideselection *::selection { background: transparent; }
.ProseMirror-hideselection { caret-color: transparent; }
.ProseMirror [draggable][contenteditable=false] { user-select: text; }
.ProseMirror-selectednode { outline: 2px solid #0f6cbd; }
/* As-you-type spelling (spellingPlugin): Fluent's red, which the dark theme lightens. */
.ProseMirror .pm-misspelled { text-decoration: underline wavy var(--colorPaletteRedForeground1, #c50f1f);
  text-decoration-skip-ink: none; text-underline-offset: 3px; }
img.ProseMirror-separator { display: inline !important; border: none !important; margin: 0 !important; }
.ProseMirror-gapcursor { display: none; pointer-events: none; position: absolute; }
.ProseMirror-gapcursor:after { content: ""; display: block; position: absolute; top: -2px; width: 20px; border-top: 1px solid black; animation: pm-blink 1.1s steps(2, start) infinite; }
@keyframes pm-blink { to { visibility: hidden; } }
.ProseMirror-focused .ProseMirror-gapcursor { display: block; }
.ProseMirror p { margin: 0 0 0.8em; }
.ProseMirror h2 { font-family: 'Segoe UI', system-ui, sans-serif; font-size: 1.45em; margin: 1em 0 0.4em; }
.ProseMirror h3 { font-family: 'Segoe UI', system-ui, sans-serif; font-size: 1.15em; margin: 0.9em 0 0.3em; }
.ProseMirror blockquote { border-left: 4px solid #c7c7c7; margin: 0.8em 0; padding: 0.1em 1em; color: var(--colorNeutralForeground2, #505050); font-style: italic; }
.ProseMirror a { color: #0f6cbd; text-decoration: underline; }
.ProseMirror a.pm-internal-link { color: #0e7a0d; text-decoration-style: dotted; }
.ProseMirror a.pm-anchor-link { color: #8a3707; }
.ProseMirror a.pm-person-link { color: #6b2d8b; text-decoration-style: dashed; }
.ProseMirror aside.pm-frame { color: #242424; position: relative; border: 1px solid #d1d1d1; border-left: 5px solid #0f6cbd; background: #f5f9fd;
  border-radius: 4px; margin: 1em 0; padding: 2.1em 1em 0.4em; }
.ProseMirror aside.pm-frame::before { content: attr(data-label); position: absolute; top: 0.5em; left: 1em; background: #0f6cbd; color: white;
  font: 600 12px 'Segoe UI', system-ui, sans-serif; padding: 2px 8px; border-radius: 3px; }
.ProseMirror aside[data-frame="Notice"] { border-left-color: #bc4b09; background: #fdf6f3; }
.ProseMirror aside[data-frame="Notice"]::before { background: #bc4b09; }
.ProseMirror aside[data-frame="Deontology"] { border-left-color: #6b2d8b; background: #f9f5fb; }
.ProseMirror aside[data-frame="Deontology"]::before { background: #6b2d8b; }
.ProseMirror aside[data-frame="Summary"] { border-left-color: #0e7a0d; background: #f4faf4; }
.ProseMirror aside[data-frame="Summary"]::before { background: #0e7a0d; }
.ProseMirror aside[data-frame="Source"] { border-left-color: #616161; background: #fafafa; }
.ProseMirror aside[data-frame="Source"]::before { background: #616161; }
.ProseMirror aside[data-frame="ReboundText"] { border-left-color: #c50f1f; background: #fdf3f4; }
.ProseMirror aside[data-frame="ReboundText"]::before { background: #c50f1f; }
.ProseMirror aside[data-frame="BulletPoint"] { border-left-color: #8a6d00; background: #fffbea; }
.ProseMirror aside[data-frame="BulletPoint"]::before { background: #8a6d00; }
.ProseMirror figure.pm-table { margin: 1.2em 0; }
.ProseMirror figure.pm-table::before { content: attr(data-title); display: block; font: 600 15px 'Segoe UI', system-ui, sans-serif; margin-bottom: 4px; }
.ProseMirror figure.pm-table::after { content: attr(data-source); display: block; font: italic 12px 'Segoe UI', system-ui, sans-serif; color: #616161; margin-top: 4px; }
.ProseMirror table { border-collapse: collapse; table-layout: fixed; width: 100%; overflow: hidden; }
.ProseMirror td, .ProseMirror th { vertical-align: top; box-sizing: border-box; position: relative; border: 1px solid #c7c7c7; padding: 4px 8px; }
.ProseMirror td p, .ProseMirror th p { margin: 0; }
.ProseMirror li p { margin: 0 0 0.25em; }
.ProseMirror figure[data-accentuation~="top"] tr:first-child > * { background: var(--colorBrandBackground2, #ebf3fc); font-weight: 600; }
.ProseMirror figure[data-accentuation~="bottom"] tr:last-child > * { background: var(--colorBrandBackground2, #ebf3fc); font-weight: 600; }
.ProseMirror figure[data-accentuation~="left"] tr > *:first-child { background: var(--colorBrandBackground2, #ebf3fc); font-weight: 600; }
.ProseMirror figure[data-accentuation~="right"] tr > *:last-child { background: var(--colorBrandBackground2, #ebf3fc); font-weight: 600; }
.ProseMirror .selectedCell:after { z-index: 2; position: absolute; content: ""; left: 0; right: 0; top: 0; bottom: 0; background: rgba(200, 200, 255, 0.4); pointer-events: none; }
.ProseMirror .pm-element { border: 1px solid #d1d1d1; border-radius: 6px; margin: 1em 0; background: var(--colorNeutralBackground2, #fafafa);
  font: 13px 'Segoe UI', system-ui, sans-serif; white-space: normal; }
.ProseMirror .pm-element-invalid { border-color: #c50f1f; }
.ProseMirror .pm-element-header { display: flex; justify-content: space-between; align-items: center; gap: 6px; padding: 4px 8px; background: var(--colorNeutralBackground3, #f0f0f0); border-radius: 6px 6px 0 0; }
.ProseMirror .pm-element-title { font-weight: 600; margin-right: auto; }
.ProseMirror .pm-element-edit { font: inherit; border: 1px solid var(--colorNeutralStroke1, #d1d1d1); background: var(--colorNeutralBackground1, white); color: inherit; border-radius: 4px; padding: 2px 10px; cursor: pointer; }
.ProseMirror .pm-element-body { padding: 6px 10px; }
.ProseMirror .pm-element-image { display: block; max-width: 100%; max-height: 240px; margin-bottom: 6px; }
.ProseMirror .pm-element-field-label { color: var(--colorNeutralForeground3, #616161); }
.ProseMirror .pm-element-errors { color: #c50f1f; margin: 0; padding: 4px 10px 6px 28px; }
.ProseMirror .pm-embed-card { display: flex; gap: 10px; align-items: flex-start; border: 1px solid #e0e0e0; border-radius: 4px; background: var(--colorNeutralBackground1, white); padding: 8px; }
.ProseMirror .pm-embed-thumbnail { width: 120px; height: 68px; object-fit: cover; border-radius: 3px; flex: none; background: #f0f0f0; }
.ProseMirror .pm-embed-text { min-width: 0; }
.ProseMirror .pm-embed-title { font-weight: 600; font-size: 14px; }
.ProseMirror .pm-embed-byline { color: #616161; margin-top: 2px; }
.ProseMirror .pm-embed-url { color: #0f6cbd; margin-top: 2px; overflow-wrap: anywhere; }
.ProseMirror .pm-embed-loading { color: #616161; font-style: italic; margin-top: 4px; }
.ProseMirror .pm-embed-error { color: #c50f1f; margin-top: 4px; }
.ProseMirror .pm-page-break { border: none; border-top: 2px dashed #8a8a8a; margin: 6px 0; }
.pm-editor { border: 1px solid var(--colorNeutralStroke1, #d1d1d1); border-radius: 6px; background: var(--colorNeutralBackground1, white); color: var(--colorNeutralForeground1, #242424); }
.pm-editor:focus-within { border-color: #0f6cbd; }
.pm-toolbar-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; border-bottom: 1px solid var(--colorNeutralStroke2, #e0e0e0); position: sticky; top: 0; background: var(--colorNeutralBackground1, white); z-index: 3; border-radius: 6px 6px 0 0; }
.pm-counts { font: 12px 'Segoe UI', system-ui, sans-serif; color: var(--colorNeutralForeground3, #616161); padding: 0 12px; white-space: nowrap; }
.pm-pressed { background: var(--colorBrandBackground2, #ebf3fc) !important; color: var(--colorBrandForeground2, #0f6cbd) !important; }
.pm-dimension { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
.pm-fieldset { border: 1px solid #e0e0e0; border-radius: 4px; margin-top: 8px; }
`;
