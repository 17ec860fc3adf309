/** The shell's toaster (AppToaster.tsx): where screens dispatch toasts that outlive a route change. */
export const APP_TOASTER_ID = 'app-toaster';
