import { Toaster } from 'sonner';

/** Mount point of the top snackbar (spec §2.9: top; errors 3 s, success until closed). */
export function Snackbar() {
  return <Toaster position="top-center" theme="dark" richColors closeButton={false} toastOptions={{ closeButton: false }} />;
}
