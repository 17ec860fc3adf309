export * from './channels';
export * from './bridge';
