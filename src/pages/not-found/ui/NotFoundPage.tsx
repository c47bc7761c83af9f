import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';

/** Any unknown path (spec §2.1): Go Home and Go Back. */
export function NotFoundPage({ onHome, onBack }: { onHome(): void; onBack(): void }) {
  useLanguage();
  return (
    <main style={{ padding: 24, maxWidth: 480, margin: '0 auto' }}>
      <h1>{m.common_not_found_title()}</h1>
      <p>{m.common_not_found_text()}</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onHome}>{m.common_go_home()}</Button>
        <Button tone="secondary" onClick={onBack}>
          {m.common_go_back()}
        </Button>
      </div>
    </main>
  );
}
