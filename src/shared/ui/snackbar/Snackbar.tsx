import { lazy, Suspense } from 'react';

// sonner (≈ 9 KB gzipped) loads beside the page, not before its first paint
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Mount point of the top snackbar (spec §2.9: top; errors 3 s, success until closed). */
export function Snackbar() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" theme="dark" richColors closeButton={false} toastOptions={{ closeButton: false }} />
    </Suspense>
  );
}
