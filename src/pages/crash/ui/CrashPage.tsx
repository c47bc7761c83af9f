import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';

/** Crash fallback on an uncaught render error (spec §2.16). */
export function CrashPage() {
  useLanguage();
  return (
    <main role="alert" style={{ padding: 24, maxWidth: 480, margin: '0 auto' }}>
      <h1>{m.common_crash_title()}</h1>
      <p>{m.common_crash_text()}</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => window.location.reload()}>{m.common_try_again()}</Button>
        <Button tone="secondary" onClick={() => window.location.assign('/')}>
          {m.common_go_home()}
        </Button>
      </div>
    </main>
  );
}
