// The desktop integration's page side (issue 38): main's 'app.navigate' (a deep link, a clicked
// notification) opens the route — checked again here against the route table, and through the
// router so the auth guard and the screen's brand refusal apply as for any link. Under the browser
// host, 'app.notification' is shown here: a Web Notification when the user already allowed them
// (never asked unprompted), else the app's toast, kept until closed. The page tells main whether
// its window is in front: main only notifies while it is not.
import {
  Link,
  Toast,
  ToastBody,
  ToastTitle,
  ToastTrigger,
  useToastController,
} from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkAppRoute } from '../../../common/desktop/deepLinks';
import { MESSAGES } from '../../../common/domain/messages';
import type { AppNotificationEvent } from '../../../common/ipc/channels';
import { backoffice } from '../bridge/backoffice';
import { APP_TOASTER_ID } from '../ui/appToasterId';

function windowInFront(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

export function DesktopEvents() {
  const navigate = useNavigate();
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  // Subscribed once: the router's and the toaster's functions are read at the time of the event.
  const latest = useRef({ navigate, dispatchToast });
  latest.current = { navigate, dispatchToast };

  useEffect(() => {
    const { navigate, dispatchToast } = {
      navigate: (to: string) => void latest.current.navigate(to),
      dispatchToast: (...args: Parameters<typeof latest.current.dispatchToast>) =>
        latest.current.dispatchToast(...args),
    };
    const open = (route: string | null) => {
      if (!route) return;
      const check = checkAppRoute(route);
      if (check.ok) navigate(check.route);
    };
    const show = (notification: AppNotificationEvent) => {
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        const web = new Notification(notification.title, { body: notification.body });
        web.onclick = () => {
          window.focus();
          open(notification.route);
          web.close();
        };
        return;
      }
      dispatchToast(
        <Toast>
          <ToastTitle>{notification.title}</ToastTitle>
          <ToastBody>
            {notification.body}{' '}
            {notification.route && (
              <ToastTrigger>
                <Link onClick={() => open(notification.route)}>{MESSAGES.notifyOpen}</Link>
              </ToastTrigger>
            )}
          </ToastBody>
        </Toast>,
        // Shown while the journalist looked elsewhere: it waits for them.
        { intent: 'info', timeout: -1 },
      );
    };
    const report = () =>
      void backoffice()
        .app.focus(windowInFront())
        .catch(() => {});
    report();
    window.addEventListener('focus', report);
    window.addEventListener('blur', report);
    document.addEventListener('visibilitychange', report);
    const stopNavigate = backoffice().on('app.navigate', ({ route }) => open(route));
    const stopNotify = backoffice().on('app.notification', show);
    return () => {
      window.removeEventListener('focus', focus);
      window.removeEventListener('blur', blur);
      document.removeEventListener('visibilitychange', report);
      stopNavigate();
      stopNotify();
    };
  }, []);

  return null;
}
