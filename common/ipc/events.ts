/** Main → renderer events travel on `event:<name>` channels, apart from the invoke channels. */
export const EVENT_PREFIX = 'event:';
