// The domain rules, pure and shared by the renderer and the server (see DESIGN.md "common/").
export * from './brandProfile';
export * from './brands';
export * from './statuses';
export * from './transitions';
export * from './statusChange';
export * from './article';
export * from './limits';
export * from './messages';
export * from './dates';
export * from './validation';
export * from './dashboard';
export * from './slideshow';
export * from './aiProcesses';
export * from './printWorkflow';
