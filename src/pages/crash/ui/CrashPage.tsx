import { Button } from '@/shared/ui/button';

/** Crash fallback on an uncaught render error (spec §2.16). */
export function CrashPage() {
  return (
    <main role="alert" style={{ padding: 24, maxWidth: 480, margin: '0 auto' }}>
      <h1>Oops! Something went wrong</h1>
      <p>Don&apos;t worry, these things happen. Let&apos;s get you back on track.</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button tone="secondary" onClick={() => window.location.assign('/')}>
          Go Home
        </Button>
      </div>
    </main>
  );
}
