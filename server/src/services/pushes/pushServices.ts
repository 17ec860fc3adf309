// The push platforms and the names the messages give their services.
import type { PushDevice } from './providers';

export const PUSH_JOB = 'push.dispatch';
export const PUSH_DEVICES: readonly PushDevice[] = ['android', 'ios', 'ea'];
export const SERVICE_NAMES: Record<PushDevice, string> = {
  android: 'Android (FCM)',
  ios: 'iOS (APNs)',
  ea: 'Web Push',
};
