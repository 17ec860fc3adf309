export const DEEP_LINK_SCHEME = 'backoffice';
