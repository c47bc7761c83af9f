import { Button } from '@/shared/ui/button';

/** Any unknown path (spec §2.1): Go Home and Go Back. */
export function NotFoundPage({ onHome, onBack }: { onHome(): void; onBack(): void }) {
  return (
    <main style={{ padding: 24, maxWidth: 480, margin: '0 auto' }}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onHome}>Go Home</Button>
        <Button tone="secondary" onClick={onBack}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
