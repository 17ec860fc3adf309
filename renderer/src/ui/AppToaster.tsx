// The shell's toaster: one for the whole window, above the routes. An editor's « enregistré »
// outlives the route change of a first save (a new slideshow moves from /slideshow/new to
// /slideshow/edit/:id, which mounts another screen): a toaster inside the screen went with it,
// and the toast with it, a fraction of a second after it appeared. Loaded after the shell (it is
// not part of the first screen, issue 11); its id lives in appToasterId.ts so that dispatching a
// toast does not import it.
import { Toaster } from '@fluentui/react-components';
import { APP_TOASTER_ID } from './appToasterId';

export default function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="top-end" />;
}
