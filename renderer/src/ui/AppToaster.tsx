// The shell's toaster: one for the whole window, above the routes. An editor's « enregistré »
// outlives the route change of a first save (a new slideshow moves from /slideshow/new to
// /slideshow/edit/:id, which mounts another screen): a toaster inside the screen went with it,
// and the toast with it, a fraction of a second after it appeared.
import { Toaster } from '@fluentui/react-components';

export const APP_TOASTER_ID = 'app-toaster';

export function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="top-end" />;
}
